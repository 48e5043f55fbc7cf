# Repartos ganables: los repartos del día y /jugar <juego> ganable:true solo reparten lo que
# el solucionador ha demostrado que se puede ganar (bot.deals).

cmd-winnable = ganable
cmd-winnable-desc = Un reparto que seguro se puede ganar, jugado en solitario (sus resultados cuentan aparte)
winnable-marker = (reparto ganable)
winnable-result = Este reparto se comprobó antes de repartirlo: se puede ganar. Su resultado cuenta aparte de tus otras partidas en /estadísticas.
winnable-preparing = Se está preparando un reparto ganable de { $game } con estas reglas; no se ha empezado nada. Vuelve a intentarlo en un momento.
winnable-daily-preparing = Se está preparando el reparto de hoy de { $game }; no se ha empezado nada. Vuelve a intentarlo en un momento.
winnable-daily-proved = un reparto ganable
winnable-daily-board = El reparto de hoy se comprobó antes de repartirlo: se puede ganar.
winnable-alone-only = Los repartos ganables de { $game } se juegan en solitario: quita el rival y el nivel.
winnable-not-with-code = Un código de reparto ya dice qué reparto jugar: quita ganable.
winnable-stats-title = { $game } · repartos ganables
