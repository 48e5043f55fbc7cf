# Gewinnbare Verteilungen: Tagesspiele und /spielen <spiel> gewinnbar:true teilen nur
# Verteilungen aus, die der Löser als gewinnbar bewiesen hat (bot.deals).

cmd-winnable = gewinnbar
cmd-winnable-desc = Eine Verteilung, die sicher gewinnbar ist, allein gespielt (Ergebnisse zählen getrennt)
winnable-marker = (gewinnbare Verteilung)
winnable-result = Diese Verteilung wurde vor dem Austeilen geprüft: Sie ist gewinnbar. Ihr Ergebnis zählt in /statistik getrennt von deinen anderen Partien.
winnable-preparing = Eine gewinnbare Verteilung von { $game } mit diesen Regeln wird gerade vorbereitet; es wurde nichts gestartet. Versuch es gleich noch einmal.
winnable-daily-preparing = Die heutige Verteilung von { $game } wird gerade vorbereitet; es wurde nichts gestartet. Versuch es gleich noch einmal.
winnable-daily-proved = eine gewinnbare Verteilung
winnable-daily-board = Die heutige Verteilung wurde vor dem Austeilen geprüft: Sie ist gewinnbar.
winnable-alone-only = Gewinnbare Verteilungen von { $game } spielst du allein: Lass den Gegner und die Stufe weg.
winnable-not-with-code = Ein Verteilungscode legt die Verteilung schon fest: Lass gewinnbar weg.
winnable-stats-title = { $game } · gewinnbare Verteilungen
