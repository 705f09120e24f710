import "@mantine/tiptap/styles.css";
import { formatError } from "@alentour/domain/errors";
import { useLocale, useT } from "@alentour/ui/i18n";
import { Button, Group, Popover, Stack, TextInput } from "@mantine/core";
import { RichTextEditor } from "@mantine/tiptap";
import { IconPhoto } from "@tabler/icons-react";
import Image from "@tiptap/extension-image";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";

/**
 * The activity's description: a title (h2), subtitles (h3), paragraphs, lists and images by URL with their
 * alternative text (docs/product.md#activity). The api sanitises what it receives (ADR 022); this only offers what it keeps.
 */
export function DescriptionEditor(props: { value: string; onChange: (html: string) => void; label: string }) {
  const t = useT();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: false }), Image],
    content: props.value,
    immediatelyRender: false,
    editorProps: { attributes: { "aria-label": props.label, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: current }) => props.onChange(current.isEmpty ? "" : current.getHTML()),
  });
  return (
    <RichTextEditor
      editor={editor}
      labels={{
        h2ControlLabel: t("owner.editor.title"),
        h3ControlLabel: t("owner.editor.subtitle"),
        boldControlLabel: t("owner.editor.bold"),
        italicControlLabel: t("owner.editor.italic"),
        bulletListControlLabel: t("owner.editor.bulletList"),
        orderedListControlLabel: t("owner.editor.orderedList"),
      }}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <ImageControl onInsert={(src, alt) => editor?.chain().focus().setImage({ src, alt }).run()} />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}

function ImageControl(props: { onInsert: (src: string, alt: string) => void }) {
  const t = useT();
  const locale = useLocale();
  const [opened, setOpened] = useState(false);
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);

  function insert() {
    if (!/^https?:\/\/\S+$/.test(src.trim())) {
      setError("url");
      return;
    }
    if (!alt.trim()) {
      setError("alt");
      return;
    }
    props.onInsert(src.trim(), alt.trim());
    setSrc("");
    setAlt("");
    setError(null);
    setOpened(false);
  }

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => setOpened((open) => !open)}
          aria-label={t("owner.editor.image")}
          title={t("owner.editor.image")}
        >
          <IconPhoto size={16} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={320}>
          <TextInput
            label={t("owner.editor.imageUrl")}
            value={src}
            onChange={(event) => setSrc(event.currentTarget.value)}
            error={error === "url" ? formatError("url/invalid", locale) : undefined}
          />
          <TextInput
            label={t("owner.editor.imageAlt")}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            error={error === "alt" ? t("owner.editor.altRequired") : undefined}
          />
          <Group justify="flex-end">
            <Button size="xs" onClick={insert}>
              {t("owner.editor.insert")}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
