import { useT } from "@alentour/ui/i18n";
import { Container, Title } from "@mantine/core";

export default function MyActivities() {
  const t = useT();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t("dashboard.title")}</Title>
    </Container>
  );
}
