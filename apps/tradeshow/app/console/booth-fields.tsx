import {
  type Booth,
  type BoothAvatar,
  type BoothInput,
  type BoothStyle,
  boothAvatars,
  boothInputSchema,
  boothStyles,
} from "@alentour/domain/booth";
import { CATCHPHRASE_MAX_LENGTH } from "@alentour/domain/constants";
import type { Hall } from "@alentour/domain/trade-show";
import type { MessageId } from "@alentour/ui/catalogues";
import { useT } from "@alentour/ui/i18n";
import { Avatar, ColorInput, Group, Radio, SimpleGrid, Stack, Table, TextInput } from "@mantine/core";
import type { FieldErrors } from "./form-errors.ts";

// The booth wizard's fields, one group per step (docs/trade-shows.md#exhibitors); "my booth" shows them all.

/** The form's values: every text as typed, an empty one meaning "none". */
export type BoothFields = {
  style: BoothStyle;
  colour: string;
  avatar: BoothAvatar;
  companyName: string;
  website: string;
  phone: string;
  email: string;
  calendarUrl: string;
  catchphrase: string;
  hallId: string;
};

export const boothSteps = ["style", "colour", "avatar", "essentials", "hall", "summary"] as const;
export type BoothStep = (typeof boothSteps)[number];

/** Which step a field is on, so a refused field sends the exhibitor back to it. */
export function boothStepOf(path: string): BoothStep {
  if (path === "style") return "style";
  if (path === "colour") return "colour";
  if (path === "avatar") return "avatar";
  if (path === "hallId") return "hall";
  return "essentials";
}

export const emptyBoothFields = (halls: Hall[]): BoothFields => ({
  style: "classic",
  colour: "#137A69",
  avatar: "avatar-1",
  companyName: "",
  website: "",
  phone: "",
  email: "",
  calendarUrl: "",
  catchphrase: "",
  hallId: halls.length === 1 ? (halls[0]?.id ?? "") : "",
});

export const boothFieldsOf = (booth: Booth): BoothFields => ({
  style: booth.style,
  colour: booth.colour,
  avatar: booth.avatar,
  companyName: booth.companyName,
  website: booth.website ?? "",
  phone: booth.phone ?? "",
  email: booth.email ?? "",
  calendarUrl: booth.calendarUrl ?? "",
  catchphrase: booth.catchphrase ?? "",
  hallId: booth.hallId,
});

const optional = (value: string) => (value.trim() === "" ? undefined : value);

/** What the api takes: empty texts left out. */
export const boothInputOf = (fields: BoothFields): BoothInput =>
  ({
    ...fields,
    website: optional(fields.website),
    phone: optional(fields.phone),
    email: optional(fields.email),
    calendarUrl: optional(fields.calendarUrl),
    catchphrase: optional(fields.catchphrase),
  }) as BoothInput;

/** Checked as the api checks it. */
export const validateBooth = (fields: BoothFields) => boothInputSchema.safeParse(boothInputOf(fields));

type GroupProps = { value: BoothFields; onChange: (change: Partial<BoothFields>) => void; errors: FieldErrors };

export const hallLabel = (hall: Hall, index: number, t: ReturnType<typeof useT>) =>
  `${hall.name ?? t("ts.field.hall", { number: index + 1 })} · ${hall.theme}`;

export function StyleField({ value, onChange, errors }: GroupProps) {
  const t = useT();
  return (
    <Radio.Group
      label={t("booths.field.style")}
      value={value.style}
      onChange={(style) => onChange({ style: style as BoothStyle })}
      error={errors.style}
      required
    >
      <Group mt="xs">
        {boothStyles.map((style) => (
          <Radio key={style} value={style} label={t(`booths.style.${style}` as MessageId)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export function ColourField({ value, onChange, errors }: GroupProps) {
  const t = useT();
  return (
    <ColorInput
      label={t("booths.field.colour")}
      format="hex"
      // The eye dropper is an unnamed icon button, and a booth colour is picked, not sampled from the screen.
      withEyeDropper={false}
      value={value.colour}
      onChange={(colour) => onChange({ colour: colour.toUpperCase() })}
      swatches={["#137A69", "#1D4ED8", "#8A1538", "#B45309", "#6D28D9", "#1A1A1A"]}
      error={errors.colour}
      required
      maw={320}
    />
  );
}

export function AvatarField({ value, onChange, errors }: GroupProps) {
  const t = useT();
  return (
    <Radio.Group
      label={t("booths.field.avatar")}
      value={value.avatar}
      onChange={(avatar) => onChange({ avatar: avatar as BoothAvatar })}
      error={errors.avatar}
      required
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
        {boothAvatars.map((avatar, index) => (
          <Group key={avatar} gap="xs">
            <Radio value={avatar} label={t("booths.avatar.label", { number: index + 1 })} />
            <BoothAvatarImage avatar={avatar} colour={value.colour} />
          </Group>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** The host of the booth: a round badge in the booth's colour, its number as the face (decorative). */
export function BoothAvatarImage({ avatar, colour }: { avatar: BoothAvatar; colour: string }) {
  return (
    <Avatar radius="xl" size="md" aria-hidden="true" styles={{ placeholder: { background: colour, color: "#fff" } }}>
      {avatar.replace("avatar-", "")}
    </Avatar>
  );
}

export function EssentialBoothFields({ value, onChange, errors }: GroupProps) {
  const t = useT();
  const text = (field: "companyName" | "website" | "phone" | "email" | "calendarUrl", type = "text", required = false) => (
    <TextInput
      label={t(`booths.field.${field}` as MessageId)}
      type={type}
      required={required}
      value={value[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      error={errors[field]}
    />
  );
  return (
    <Stack>
      {text("companyName", "text", true)}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text("website", "url")}
        {text("phone", "tel")}
        {text("email", "email")}
        {text("calendarUrl", "url")}
      </SimpleGrid>
      <TextInput
        label={t("booths.field.catchphrase")}
        value={value.catchphrase}
        onChange={(event) => onChange({ catchphrase: event.currentTarget.value })}
        description={t("booths.field.catchphraseHelp", { count: value.catchphrase.length, max: CATCHPHRASE_MAX_LENGTH })}
        error={errors.catchphrase}
      />
    </Stack>
  );
}

export function HallField({ value, onChange, errors, halls }: GroupProps & { halls: Hall[] }) {
  const t = useT();
  return (
    <Radio.Group
      label={t("booths.field.hall")}
      value={value.hallId}
      onChange={(hallId) => onChange({ hallId })}
      error={errors.hallId}
      required
    >
      <Stack mt="xs" gap="xs">
        {halls.map((hall, index) => (
          <Radio key={hall.id} value={hall.id} label={hallLabel(hall, index, t)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The summary step: every answer, as it will be sent. */
export function BoothSummary({ value, halls }: { value: BoothFields; halls: Hall[] }) {
  const t = useT();
  const hallIndex = halls.findIndex((hall) => hall.id === value.hallId);
  const hall = halls[hallIndex];
  const rows: Array<[MessageId, string]> = [
    ["booths.field.style", t(`booths.style.${value.style}` as MessageId)],
    ["booths.field.colour", value.colour],
    ["booths.field.avatar", t("booths.avatar.label", { number: boothAvatars.indexOf(value.avatar) + 1 })],
    ["booths.field.companyName", value.companyName],
    ["booths.field.website", value.website],
    ["booths.field.phone", value.phone],
    ["booths.field.email", value.email],
    ["booths.field.calendarUrl", value.calendarUrl],
    ["booths.field.catchphrase", value.catchphrase],
    ["booths.field.hall", hall ? hallLabel(hall, hallIndex, t) : ""],
  ];
  return (
    <Table data-testid="booth-summary">
      <Table.Tbody>
        {rows.map(([label, text]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{t(label)}</Table.Th>
            <Table.Td>{text || "—"}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
