import { useT } from "@alentour/ui/i18n";
import { Button, type ButtonProps, Group, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";

/** A button whose action runs only once the support team confirms it in a dialog. */
export function ConfirmButton(
  props: ButtonProps & {
    children: ReactNode;
    title: string;
    question: ReactNode;
    confirmLabel: string;
    onConfirm: () => void;
    "data-testid"?: string;
  },
) {
  const { title, question, confirmLabel, onConfirm, children, ...button } = props;
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...button} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ "aria-label": t("admin.dialog.close") }}>
        <Text mb="lg">{question}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("admin.dialog.cancel")}
          </Button>
          <Button
            color={button.color}
            data-autofocus
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
