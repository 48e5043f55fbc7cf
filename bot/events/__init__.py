"""Events as data, with no Discord: the event kinds (`kinds.EVENT_KINDS`: each kind's words,
controls, ranking, steps and timer) and the pairing and scoring rules they use (`pairings`).
`bot.event_service.EventService` runs them; the features show them."""
