import { useT } from "@alentour/ui/i18n";
import { Alert, Container, Title } from "@mantine/core";

export default function TradeShowHome() {
  const t = useT();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {t("tradeshow.title")}
      </Title>
      <Alert color="gray" hiddenFrom="md">
        {t("tradeshow.desktopOnly")}
      </Alert>
    </Container>
  );
}
