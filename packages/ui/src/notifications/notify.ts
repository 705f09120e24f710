import { notifications } from "@mantine/notifications";

// The close button's name and a readable description come from AlentourProvider's theme, for every notice.
export type Notice = { title: string; description: string };

/** docs/product.md#notifications: an information notice, with a title and a description. */
export function notifyInfo({ title, description }: Notice): void {
  notifications.show({ title, message: description, color: "alentour" });
}

/** docs/product.md#notifications: an error notice, with a title and a description. */
export function notifyError({ title, description }: Notice): void {
  notifications.show({ title, message: description, color: "red" });
}
