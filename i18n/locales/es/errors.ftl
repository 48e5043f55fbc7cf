# Rechazos del enrutador de clics: un control inutilizable no cambia nada.

errors-control-unknown = Ese control no se reconoce; no se ha cambiado nada.
errors-control-elsewhere = Ese control no pertenece a este mensaje; no se ha cambiado nada.
errors-choice-unknown = Esa opción no se reconoce; no se ha cambiado nada.
errors-no-game = Esta partida ya no existe.
errors-control-other-place = Ese control pertenece a una partida o a un reto de otro servidor o de otro canal, y solo funciona allí; no se ha cambiado nada.
