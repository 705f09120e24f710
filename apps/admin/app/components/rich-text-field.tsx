import { useT } from "@alentour/ui/i18n";
import { Input } from "@mantine/core";
import { RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useState } from "react";

/**
 * A rich-text field posted with its form: the editor's HTML goes in a hidden input named `name`. The api
 * sanitises it before storing, like activity descriptions.
 */
export function RichTextField(props: { name: string; label: string; defaultValue: string; error?: string; lang: "fr" | "en" }) {
  const t = useT();
  const id = useId();
  const [html, setHtml] = useState(props.defaultValue);
  const editor = useEditor({
    // The server renders the form without the editor; it starts in the browser.
    immediatelyRender: false,
    extensions: [StarterKit.configure({ link: { openOnClick: false }, heading: { levels: [2, 3] } })],
    content: props.defaultValue,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(props.error ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
        lang: props.lang,
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });
  return (
    <div>
      <Input.Label id={`${id}-label`} required>
        {props.label}
      </Input.Label>
      <input type="hidden" name={props.name} value={html} />
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t("admin.editor.bold"),
          italicControlLabel: t("admin.editor.italic"),
          underlineControlLabel: t("admin.editor.underline"),
          h2ControlLabel: t("admin.editor.h2"),
          h3ControlLabel: t("admin.editor.h3"),
          bulletListControlLabel: t("admin.editor.bulletList"),
          orderedListControlLabel: t("admin.editor.orderedList"),
          blockquoteControlLabel: t("admin.editor.blockquote"),
          linkControlLabel: t("admin.editor.link"),
          unlinkControlLabel: t("admin.editor.unlink"),
          linkEditorInputLabel: t("admin.editor.linkAddress"),
          linkEditorInputPlaceholder: "https://…",
          linkEditorSave: t("admin.editor.linkSave"),
          linkEditorExternalLink: t("admin.editor.linkExternal"),
          linkEditorInternalLink: t("admin.editor.linkInternal"),
          undoControlLabel: t("admin.editor.undo"),
          redoControlLabel: t("admin.editor.redo"),
        }}
        style={props.error ? { borderColor: "var(--mantine-color-error)" } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
      {props.error && <Input.Error id={`${id}-error`}>{props.error}</Input.Error>}
    </div>
  );
}
