# Absagen der Klick-Verteilung: ein unbrauchbares Bedienelement ändert nichts.

errors-control-unknown = Dieses Bedienelement ist unbekannt; nichts wurde geändert.
errors-control-elsewhere = Dieses Bedienelement gehört nicht zu dieser Nachricht; nichts wurde geändert.
errors-choice-unknown = Diese Auswahl ist unbekannt; nichts wurde geändert.
errors-no-game = Dieses Spiel gibt es nicht mehr.
