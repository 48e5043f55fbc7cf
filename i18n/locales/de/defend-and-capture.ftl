# Defend and Capture: alles, was Spielende lesen.  Kartennamen kommen aus cards.ftl
# ($card, $enemy ...), Feldnamen ($slot) aus den defend-and-capture-slot-*-Nachrichten.  Kartennamen tragen
# ihren Artikel im Nominativ („der Barde“): Die Sätze stellen sie deshalb in den Nominativ.

## Der Eintrag des Spiels in Menüs

defend-and-capture-summary = Solo-Decktet: Halte die Mauern und nimm 12 Feinde gefangen, bevor du 20 Schaden erleidest.
defend-and-capture-act-hint = wähle deinen Zug
defend-and-capture-wait-hint = Gerade gibt es für dich nichts zu tun.
defend-and-capture-solo-only = { $title } ist ein Solospiel.
defend-and-capture-metric-damage = wenigster Schaden
defend-and-capture-metric-turns = wenigste Züge

## Felder und Notlösungen

defend-and-capture-slot-d1 = Verteidigung links
defend-and-capture-slot-d2 = Verteidigung Mitte
defend-and-capture-slot-d3 = Verteidigung rechts
defend-and-capture-slot-s1 = Flanke oben
defend-and-capture-slot-s2 = Flanke Mitte
defend-and-capture-slot-s3 = Flanke unten
defend-and-capture-the-table = der Tisch
defend-and-capture-nothing = nichts
defend-and-capture-that-card = diese Karte
defend-and-capture-slot-with-card = { $slot } ({ $card })

## Aktionen

defend-and-capture-verb-play = Spielen
defend-and-capture-verb-counter = Gegenangriff
defend-and-capture-verb-interchange = Austauschen
defend-and-capture-verb-sacrifice = Opfern
defend-and-capture-verb-withdraw = Zurückziehen
defend-and-capture-verb-end = Aktionen beenden
defend-and-capture-verb-discard = Abwerfen
defend-and-capture-verb-done = Zug beenden

## Fragen

defend-and-capture-prompt-discard-step = Wirf Karten ab, die du nicht willst, oder beende den Zug.
defend-and-capture-prompt-action = Wähle eine Aktion.
defend-and-capture-prompt-play-where = Wohin soll { $card }?
defend-and-capture-prompt-play-which = Welche Karte spielst du?
defend-and-capture-prompt-counter = Von welchem Feld aus startest du den Gegenangriff?
defend-and-capture-prompt-interchange-with = Austauschen: { $card } gegen welche gefangene Karte?
defend-and-capture-prompt-interchange-which = Welche Handkarte tauschst du zu den Gefangenen?
defend-and-capture-prompt-sacrifice-below = Welche Karte aus den Verlusten nimmst du zurück (Rang unter { $rank })?
defend-and-capture-prompt-sacrifice-any = Welche Karte nimmst du zurück?
defend-and-capture-prompt-sacrifice-which = Welche Handkarte opferst du in die Verluste?
defend-and-capture-prompt-withdraw = Welche Karte ziehst du auf die Hand zurück?
defend-and-capture-prompt-discard = Welche Karte wirfst du ab?
defend-and-capture-prompt-choose = Wähle.

## Das Zugprotokoll (was du getan hast)

defend-and-capture-log-unknown = Ein unbekannter Zug.
defend-and-capture-log-play = Gespielt: { $card } auf { $slot }.
defend-and-capture-log-play-replacing = Gespielt: { $card } auf { $slot }; abgeworfen: { $old }.
defend-and-capture-log-counter = Gegenangriff von { $slot } aus ({ $card }).
defend-and-capture-log-interchange = Getauscht: { $card } aus der Hand und { $other } aus den Gefangenen.
defend-and-capture-log-sacrifice = Geopfert: { $card } in die Verluste; zurückgenommen: { $other }.
defend-and-capture-log-withdraw = Zurückgezogen: { $card } von { $slot }.
defend-and-capture-log-end = Aktionen beendet.
defend-and-capture-log-discard = Abgeworfen: { $card }.
defend-and-capture-log-done = Zug beendet.

## Was die Regeln bewirkt haben

defend-and-capture-event-attack-breach = Angriff auf { $slot }: Das Feld ist leer, { $enemy } bricht durch: { $damage } Schaden.
defend-and-capture-event-attack-beats = Angriff auf { $slot }: { $enemy } ({ $erank }) bricht durch, { $defender } ({ $drank }) kommt in die Verluste: { $damage } Schaden.
defend-and-capture-event-attack-repelled = Angriff auf { $slot }: { $defender } ({ $drank }) hält stand, { $enemy } ({ $erank }) wird abgewehrt: kein Schaden.
defend-and-capture-event-hasten = Eile: Mit { $n } oder mehr gefangenen Karten greifen die Feinde erneut an und rücken wieder vor.
defend-and-capture-event-advance = { $n ->
    [0] Die Feinde rücken eine Reihe vor; es sind keine Karten mehr da, um die oberste Reihe zu füllen.
   *[other] Die Feinde rücken eine Reihe vor; { $cards } { $n ->
        [one] kommt
       *[other] kommen
    } in der obersten Reihe an.
}
defend-and-capture-event-draw = { $n ->
    [0] Zug { $turn }: Es sind keine Karten mehr zum Ziehen da.
   *[other] Zug { $turn }: Du ziehst { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }.
}
defend-and-capture-event-draw-none = Zug { $turn }: Du hast schon { $n ->
    [0] keine Karten
    [one] { $n } Karte
   *[other] { $n } Karten
} auf der Hand und ziehst keine.
defend-and-capture-event-reshuffle = Der Nachziehstapel ist leer: Der Ablagestapel ({ $n ->
    [0] keine Karten
    [one] { $n } Karte
   *[other] { $n } Karten
}) wird zu einem neuen Nachziehstapel gemischt.
defend-and-capture-event-counter = { $did ->
    [none] Der Gegenangriff bleibt ohne Wirkung.
   *[other] Der Gegenangriff { $did ->
        [captures] nimmt gefangen: { $captured }
        [destroys] vernichtet: { $destroyed }
       *[both] nimmt gefangen: { $captured }; vernichtet: { $destroyed }
    }.
}
defend-and-capture-event-interchange = Tausch: { $card } kommt zu den Gefangenen, { $kept } auf deine Hand.
defend-and-capture-event-sacrifice = Das Opfer erhöht deinen Schaden um { $n }.
defend-and-capture-event-stop = { $ending ->
    [timeout] Die Zeit für die Verteidigung ist abgelaufen.
    [abandon] Niemand hat gespielt: Das Spiel wird abgebrochen.
   *[resign] Du hast die Verteidigung aufgegeben.
}
defend-and-capture-event-unknown = Auf dem Tisch ist etwas passiert.

## Wie das Spiel endete

defend-and-capture-reason-captured = { $n } Feinde gefangen: Die Stadt ist sicher. Du gewinnst!
defend-and-capture-reason-damage = Der Schaden hat { $damage } erreicht: Die Stadt fällt.
defend-and-capture-reason-sacrifice = Der Schaden hat nach einem Opfer { $damage } erreicht: Die Stadt fällt.
defend-and-capture-reason-cap = Kein Ergebnis nach { $turns } Zügen: Das Spiel wird abgebrochen.
defend-and-capture-reason-timeout = Deine Zeit ist abgelaufen, du verlierst die Partie.
defend-and-capture-reason-abandon = Abgebrochen: Niemand hat gespielt.
defend-and-capture-reason-resign = Du hast aufgegeben.

## Statuszeile

defend-and-capture-status = Zug { $turn } · Schaden { $damage } von { $limit } · gefangen { $captured } von { $goal }
defend-and-capture-status-discard = Zug { $turn } · Schaden { $damage } von { $limit } · gefangen { $captured } von { $goal } · Abwurfschritt
defend-and-capture-status-actions = Zug { $turn } · Schaden { $damage } von { $limit } · gefangen { $captured } von { $goal } · { $left } von { $y ->
    [one] { $y } Aktion
   *[other] { $y } Aktionen
} übrig

## Warum ein Zug abgelehnt wird

defend-and-capture-illegal-not-a-move = Das ist kein Zug in { $title }.
defend-and-capture-illegal-discard-step = In diesem Zug sind keine Aktionen mehr übrig: Wirf Karten ab oder beende den Zug.
defend-and-capture-illegal-actions-step = Beende zuerst deine Aktionen (wähle „Aktionen beenden“), bevor du abwirfst.
defend-and-capture-illegal-partial = Das ist kein vollständiger Zug „{ $verb }“.
defend-and-capture-illegal-not-in-hand = Nicht auf deiner Hand: { $card }.
defend-and-capture-illegal-card-not-in-hand = Diese Karte ist nicht auf deiner Hand.
defend-and-capture-illegal-not-a-slot = Das ist kein Feld auf dem Tisch: Wähle ein Verteidigungs- oder Flankenfeld.
defend-and-capture-illegal-empty-slot = { $slot } ist leer: Es gibt nichts { $verb ->
    [counter] für einen Gegenangriff
   *[withdraw] zum Zurückziehen
}.
defend-and-capture-illegal-interchange = Zum Austauschen brauchst du eine Karte, die bei den Gefangenen liegt.
defend-and-capture-illegal-sacrifice-damaged = Zum Opfern brauchst du eine Karte, die in den Verlusten liegt.
defend-and-capture-illegal-sacrifice-rank = Zum Opfern brauchst du eine Karte aus den Verlusten mit niedrigerem Rang als die Handkarte.
defend-and-capture-illegal = Dieser Zug ist jetzt nicht erlaubt.

## Knöpfe für ganze Züge (höchstens 80 Zeichen; zu lange fallen auf eine kürzere Form zurück)

defend-and-capture-label-play = Spielen: { $card } auf { $slot }
defend-and-capture-label-play-discarding = Spielen: { $card } auf { $slot }, { $old } wird abgeworfen
defend-and-capture-label-play-discards = Spielen: { $card } auf { $slot } (Abwurf: { $old })
defend-and-capture-label-play-discarding-there = Spielen: { $card } auf { $slot }, die Karte dort wird abgeworfen
defend-and-capture-label-interchange = Tauschen mit Gefangenen: { $card } ↔ { $other }{ $gain ->
    [more] {" "}(+1 Aktion, -1 Nachziehen)
    [fewer] {" "}(-1 Aktion, +1 Nachziehen)
   *[same] {""}
}
defend-and-capture-label-interchange-short = Tauschen mit Gefangenen: { $other }
defend-and-capture-label-withdraw = Zurückziehen: { $card } von { $slot } auf die Hand
defend-and-capture-label-end-turn = Aktionen und Zug beenden (nichts abzuwerfen)
defend-and-capture-label-end = Aktionen beenden ({ $n } ungenutzt)
defend-and-capture-label-discard = Abwerfen: { $card }
defend-and-capture-label-discard-last = Abwerfen: { $card } und Zug beenden
defend-and-capture-label-done-names = Zug beenden, behalten: { $cards }
defend-and-capture-label-done = Zug beenden, { $n ->
    [0] keine Karten
    [one] { $n } Karte
   *[other] { $n } Karten
} behalten
defend-and-capture-label-counter-none = Gegenangriff von { $slot }: keine Wirkung
defend-and-capture-label-counter = Gegenangriff von { $slot }: { $says }
defend-and-capture-label-counter-short = { $slot }: { $says }
defend-and-capture-counter-says = { $did ->
    [captures] gefangen: { $captured }
    [destroys] vernichtet: { $destroyed }
   *[both] gefangen: { $captured }, vernichtet: { $destroyed }
}{ $won ->
    [yes] {" "}(du gewinnst)
   *[other] {""}
}
defend-and-capture-counter-says-count = { $did ->
    [captures] gefangen: { $captured }
    [destroys] vernichtet: { $destroyed }
   *[both] gefangen: { $captured }, vernichtet: { $destroyed }
}{ $won ->
    [yes] {" "}(du gewinnst)
   *[other] {""}
}
defend-and-capture-sacrifice-cost-falls = +{ $added } Schaden: Die Stadt fällt
defend-and-capture-sacrifice-cost = +{ $added } Schaden, { $total } von { $limit }
defend-and-capture-label-sacrifice = Opfern: { $card }, zurück: { $taken } ({ $cost })
defend-and-capture-label-sacrifice-for = Opfern: { $card } ↔ { $taken } ({ $cost })
defend-and-capture-label-sacrifice-take = Zurücknehmen: { $taken } ({ $cost })

## Die Begründung des Tipps

defend-and-capture-why-counter = Gegenangriff von { $slot }: { $did ->
    [captures] Gefangen wird { $captured }
    [destroys] Vernichtet wird { $destroyed }
   *[both] Gefangen wird { $captured }, vernichtet wird { $destroyed }
}{ $won ->
    [yes] {" "}– und damit gewinnst du das Spiel
   *[other] {""}
}.
defend-and-capture-why-play-sets-up = Spielen: { $card } auf { $slot } – danach kann ein Gegenangriff von { $from } aus gefangen nehmen: { $targets }.
defend-and-capture-why-play-repels = Spielen: { $card } auf { $slot } – die Karte hält stand, wenn { $enemy } als Nächstes dieses Feld angreift.
defend-and-capture-why-play-absorbs = Spielen: { $card } auf { $slot } – greift { $enemy } an, kostet das nur { $damage } Schaden statt { $was }.
defend-and-capture-why-end = Beende deine Aktionen: Keiner der übrigen Züge nützt in diesem Zug mehr, als er schadet.
defend-and-capture-why-done = Zug beenden und behalten: { $cards } – { $n ->
    [one] die Karte könnte noch auf dem Tisch gebraucht werden
   *[other] die Karten könnten noch auf dem Tisch gebraucht werden
}.
defend-and-capture-why-discard = Abwerfen: { $card } – im nächsten Zug ziehst du dafür eine frische Karte.
defend-and-capture-why-withdraw = Zurückziehen: { $card } von { $slot } – auf der Hand ist die Karte jetzt mehr wert.
defend-and-capture-why-interchange-action = Tauschen: { $card } zu den Gefangenen, { $other } auf die Hand – ab dem nächsten Zug hast du eine Aktion mehr und ziehst eine Karte weniger.
defend-and-capture-why-interchange-draw = Tauschen: { $card } zu den Gefangenen, { $other } auf die Hand – ab dem nächsten Zug ziehst du eine Karte mehr und hast eine Aktion weniger.
defend-and-capture-why-interchange-need = Tauschen: { $card } zu den Gefangenen, { $other } auf die Hand – diese Karte brauchst du auf der Hand.
