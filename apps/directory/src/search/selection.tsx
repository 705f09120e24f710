import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

type Selection = {
  /** The activity under the pointer (list or map). */
  hovered: string | null;
  /** The activity picked on the map or in the list. */
  selected: string | null;
  setHovered: (id: string | null) => void;
  setSelected: (id: string | null) => void;
};

const SelectionContext = createContext<Selection | null>(null);

/** Shared by the list and the map, so hovering or picking an activity in one shows it in the other. */
export function SelectionProvider({ children }: { children: ReactNode }) {
  const [hovered, setHovered] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const value = useMemo(() => ({ hovered, selected, setHovered, setSelected }), [hovered, selected]);
  return <SelectionContext value={value}>{children}</SelectionContext>;
}

export function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error("useSelection outside SelectionProvider");
  return selection;
}
