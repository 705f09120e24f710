import { notifications } from "@mantine/notifications";

/** `closeLabel` names the close button for screen readers (the catalogue's "notifications.close"). */
export type Notice = { title: string; description: string; closeLabel?: string };

// Mantine's description grey reads below 4.5:1 on the notice's white; the body text colour passes.
const styles = { description: { color: "var(--mantine-color-text)" } };

const closeButton = (label: string | undefined) => (label ? { closeButtonProps: { "aria-label": label } } : {});

/** Spec §8: an information notice, with a title and a description. */
export function notifyInfo({ title, description, closeLabel }: Notice): void {
  notifications.show({ title, message: description, color: "alentour", styles, ...closeButton(closeLabel) });
}

/** Spec §8: an error notice, with a title and a description. */
export function notifyError({ title, description, closeLabel }: Notice): void {
  notifications.show({ title, message: description, color: "red", styles, ...closeButton(closeLabel) });
}
