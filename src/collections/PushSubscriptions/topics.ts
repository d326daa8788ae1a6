/** What a visitor can be notified about; every notification names one, every subscription lists those it wants. */
export const PUSH_TOPICS = ['resources', 'events', 'offers'] as const
export type PushTopic = (typeof PUSH_TOPICS)[number]

export const PUSH_TOPIC_LABELS: Record<PushTopic, string> = {
  resources: 'New guides and articles',
  events: 'Events and webinars',
  offers: 'Financing offers',
}
