# Absagen der Klick-Verteilung: ein unbrauchbares Bedienelement ändert nichts.

errors-control-unknown = Dieses Bedienelement ist unbekannt; nichts wurde geändert.
errors-control-elsewhere = Dieses Bedienelement gehört nicht zu dieser Nachricht; nichts wurde geändert.
errors-choice-unknown = Diese Auswahl ist unbekannt; nichts wurde geändert.
errors-no-game = Dieses Spiel gibt es nicht mehr.
errors-control-other-place = Dieses Bedienelement gehört zu einem Spiel oder einer Herausforderung auf einem anderen Server oder in einem anderen Kanal und funktioniert nur dort; nichts wurde geändert.
