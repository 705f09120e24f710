import { useT } from "@alentour/ui/i18n";
import { Container, Title } from "@mantine/core";

export default function Overview() {
  const t = useT();
  return (
    <Container size="xl" py="xl">
      <Title order={1}>{t("admin.title")}</Title>
    </Container>
  );
}
