import { Card, Code, Stack, Text, Title } from '@mantine/core';

export const DISCOVERY_ENDPOINTS = [
  { path: '/api/base/modules/', what: 'Module configurations' },
  { path: '/api/base/navigation/', what: 'Navigation items' },
  { path: '/api/base/search-config/', what: 'Searchable models' },
] as const;

/** API Information: the three discovery endpoints. */
export function ApiInformationCard() {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="diag-api">
      <Title order={2} size="h4" id="diag-api" mb="sm">
        API Information
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {DISCOVERY_ENDPOINTS.map((e) => (
          <Text key={e.path} component="li" size="sm">
            <Code>GET {e.path}</Code> {e.what}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
