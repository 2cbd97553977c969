/**
 * Notifications in the benchmark: the bell's poll, which every open tab sends every 30 seconds,
 * so it is the most frequent call of all (spec 1 section 9).
 */
export const notificationsScenarios = [
  {
    name: 'notifications, the bell poll (page_size 100)',
    method: 'GET' as const,
    url: () => '/api/notifications/notifications/?page_size=100',
  },
  {
    name: 'notifications, unread filter',
    method: 'GET' as const,
    url: () => '/api/notifications/notifications/?is_read=false&page_size=100',
  },
];
