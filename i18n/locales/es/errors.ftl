# Rechazos del enrutador de clics: un control inutilizable no cambia nada.

errors-control-unknown = Ese control no se reconoce; no se ha cambiado nada.
errors-control-elsewhere = Ese control no pertenece a este mensaje; no se ha cambiado nada.
errors-choice-unknown = Esa opción no se reconoce; no se ha cambiado nada.
errors-no-game = Esta partida ya no existe.
