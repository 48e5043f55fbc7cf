# Deck Defence: alles, was Spielende lesen.  Kartennamen kommen aus cards.ftl ($card,
# $enemy, $top ...); Stapel und Felder sind von 1 bis 3 nummeriert.

## Der Eintrag des Spiels in Menüs

deck-defence-summary = Solitär: Rekrutiere Helden, erkunde den Stapel und besiege alle 9 Feinde.
deck-defence-act-hint = wähle deinen Zug
deck-defence-wait-hint = Gerade gibt es für dich nichts zu tun.
deck-defence-solo-only = { $title } ist ein Spiel für 1 Person.
deck-defence-option-classic = Klassischer Modus: offener Ablagestapel, Erkunden deckt Karten auf
deck-defence-option-classic-label = Klassischer Modus
deck-defence-option-classic-name = klassisch
deck-defence-metric-score = beste Wertung

## Namen und Notlösungen

deck-defence-a-card = eine Karte
deck-defence-an-enemy = ein Feind
deck-defence-nothing = nichts
deck-defence-verb-conscript = Rekrutieren
deck-defence-verb-defeat = Besiegen
deck-defence-verb-explore = Erkunden
deck-defence-verb-capture = Gefangen nehmen
deck-defence-verb-order = Reihenfolge wählen
deck-defence-verb-refill = Hauptbereich auffüllen
deck-defence-pile-empty = Stapel { $pile }: leer
deck-defence-pile-top = Stapel { $pile }: oben { $card }
deck-defence-slot-main = { $card } (Hauptfeld { $slot })
deck-defence-slot-main-empty = Hauptfeld { $slot }: leer
deck-defence-slot-capture = { $card } (Gefangen { $slot })
deck-defence-slot-capture-empty = Gefangen { $slot }: leer
deck-defence-pay = Zahlen: { $cards } (Rang { $total })

## Fragen

deck-defence-prompt-order = Erkunden: Lege die gesehenen Karten in der Reihenfolge deiner Wahl auf den Nachziehstapel zurück.
deck-defence-prompt-order-first = Welche gesehene Karte kommt oben auf den Nachziehstapel?
deck-defence-prompt-order-next = Welche Karte kommt als Nächstes (unter die gewählten)?
deck-defence-prompt-refill-must = Eine aufgedeckte Karte muss Hauptfeld { $slot } auffüllen.
deck-defence-prompt-refill = Welche aufgedeckte Karte füllt Hauptfeld { $slot }?
deck-defence-prompt-action = Wähle eine Aktion: Rekrutieren, Besiegen, Gefangen nehmen oder Erkunden.
deck-defence-prompt-conscript = Welche verbündete Karte aus dem Hauptbereich rekrutierst du?
deck-defence-prompt-conscript-pile = Auf welchen Stapel kommt { $card }?
deck-defence-prompt-conscript-pile-it = Auf welchen Stapel kommt sie?
deck-defence-prompt-defeat = Welchen Feind besiegst du?
deck-defence-prompt-defeat-pay = Welche obersten Stapelkarten wirfst du ab? Es müssen { $attr }-Karten sein, deren Ränge zusammen mindestens { $total } ergeben; die günstigste Zahlung steht zuerst.
deck-defence-prompt-defeat-pay-any = Welche obersten Stapelkarten wirfst du ab? Sie müssen das Attribut des Feindes haben und ihre Ränge zusammen mindestens { $total } ergeben; die günstigste Zahlung steht zuerst.
deck-defence-prompt-explore = Von welchem Stapel wirfst du die oberste Karte ab, um zu erkunden?
deck-defence-prompt-capture = Welchen Feind aus dem Hauptbereich nimmst du gefangen?
deck-defence-prompt-choose = Wähle.

## Das Zugprotokoll (was du getan hast)

deck-defence-log-unknown = Ein Zug, den es in diesem Spiel nicht gibt.
deck-defence-log-conscript = Rekrutiert: { $card } auf Stapel { $pile }.
deck-defence-log-conscript-empty = Rekrutiert: { $card } auf den leeren Stapel { $pile }.
deck-defence-log-defeat = Besiegt: { $card } ({ $n } von { $total }); abgeworfen { $count ->
    [one] die oberste Karte von Stapel { $piles }
   *[other] die obersten Karten der Stapel { $piles }
}.
deck-defence-log-capture = Gefangen genommen: { $card } auf Gefangenenfeld { $slot }.
deck-defence-log-capture-full = Gefangen genommen: { $card }.
deck-defence-log-explore = Erkundet; abgeworfen die oberste Karte von Stapel { $pile }.
deck-defence-log-order-one = Zurückgelegt oben auf den Nachziehstapel: { $card }.
deck-defence-log-order = Die erkundeten Karten zurückgelegt, oberste zuerst: { $cards }.
deck-defence-log-refill = Aus dem Aufdeckbereich nach Hauptfeld { $slot } gelegt: { $card }.

## Was passiert ist

deck-defence-event-deal = Der Nachziehstapel wird gemischt, { $count ->
    [one] { $count } Karte kommt
   *[other] { $count } Karten kommen
} in den Hauptbereich.
deck-defence-event-conscript = { $new_pile ->
    [true] Rekrutiert: { $card } auf einen neuen Stapel { $pile }.
   *[other] Rekrutiert: { $card } auf Stapel { $pile }.
}
deck-defence-event-defeat = Besiegt: { $enemy } ({ $defeated }/{ $total }); abgeworfen { $count ->
    [one] die oberste Karte von Stapel { $piles }
   *[other] die obersten Karten der Stapel { $piles }
}.
deck-defence-event-capture = Gefangen genommen: { $enemy } auf Gefangenenfeld { $slot }.
deck-defence-event-explore = Zum Erkunden die oberste Karte von Stapel { $pile } abgeworfen.
deck-defence-event-explore-look = { $count ->
    [1] Du siehst dir die oberste Karte des Nachziehstapels an: { $cards }.
   *[other] Du siehst dir die obersten { $count } Karten des Nachziehstapels an: { $cards }.
}
deck-defence-event-explore-nothing = Der Nachziehstapel ist leer, Erkunden zeigt also keine Karte.
deck-defence-event-explore-disclose = Erkunden deckt vom Nachziehstapel auf: { $cards }.
deck-defence-event-order = { $count ->
    [1] Du legst { $cards } oben auf den Nachziehstapel zurück.
   *[other] Du legst die Karten zurück auf den Nachziehstapel, oberste zuerst: { $cards }.
}
deck-defence-event-refill-draw = Vom Nachziehstapel nach Hauptfeld { $slot }: { $card }.
deck-defence-event-refill-disclosed = Aus dem Aufdeckbereich nach Hauptfeld { $slot }: { $card }.
deck-defence-event-refill-chosen = { $card } füllt Hauptfeld { $slot } aus dem Aufdeckbereich.
deck-defence-event-refill-choose = Hauptfeld { $slot } ist leer: Aufgedeckte Karten füllen es vor dem Nachziehstapel auf.
deck-defence-event-refill-empty = Der Nachziehstapel ist leer, Hauptfeld { $slot } bleibt also leer.
deck-defence-event-win = Alle { $total } Feinde besiegt: Du gewinnst mit einer Wertung von { $score }.
deck-defence-event-loss = Keine erlaubte Aktion mehr: Die Festung fällt mit { $defeated } von { $total } besiegten Feinden.
deck-defence-event-resign = Du hast aufgegeben, mit { $defeated } von { $total } besiegten Feinden.
deck-defence-event-timeout = Deine Zeit ist abgelaufen, du verlierst mit { $defeated } von { $total } besiegten Feinden.
deck-defence-event-abandon = Abgebrochen mit { $defeated } von { $total } besiegten Feinden.
deck-defence-event-unknown = Auf dem Tisch ist etwas passiert.

## Wie das Spiel endete

deck-defence-reason-win = Du gewinnst mit einer Wertung von { $score } (Ziel { $target }, bestmöglich { $best }): die Ränge der verbündeten Karten, die nicht auf dem Ablagestapel gelandet sind.
deck-defence-reason-resign = Du hast aufgegeben.
deck-defence-reason-timeout = Deine Zeit ist abgelaufen, du verlierst die Partie.
deck-defence-reason-abandon = Abgebrochen: Niemand hat gespielt.
deck-defence-reason-stuck = Keine erlaubte Aktion mehr, also fällt die Festung: { $conscript }; { $defeat }; { $capture }; { $explore }.
deck-defence-stuck-no-fit = keine verbündete Karte im Hauptbereich passt auf einen Stapel
deck-defence-stuck-no-friendly = im Hauptbereich liegt keine verbündete Karte
deck-defence-stuck-cannot-pay = deine obersten Stapelkarten können keinen Feind bezahlen
deck-defence-stuck-no-enemy = im Haupt- und im Gefangenenbereich liegt kein Feind
deck-defence-stuck-capture-full = der Gefangenenbereich ist voll
deck-defence-stuck-no-capture = im Hauptbereich liegt kein Feind zum Gefangennehmen
deck-defence-stuck-explore-twice = Erkunden ist direkt nach Erkunden nicht erlaubt
deck-defence-stuck-explore-disclosed = { $n } Karten sind aufgedeckt, also ist Erkunden nicht erlaubt
deck-defence-stuck-explore-hand = es gibt keine oberste Stapelkarte mehr, um Erkunden zu bezahlen
deck-defence-stuck-explore = Erkunden ist nicht möglich

## Statuszeile

deck-defence-status = { $classic ->
    [yes] Klassischer Modus ·{" "}
   *[other] {""}
}{ $defeated } von { $total } Feinden besiegt · { $deck ->
    [one] { $deck } Karte
   *[other] { $deck } Karten
} im Nachziehstapel · { $actions ->
    [one] { $actions } Aktion
   *[other] { $actions } Aktionen
} ausgeführt
deck-defence-status-no-explore = Erkunden ist direkt nach Erkunden nicht erlaubt.

## Warum ein Zug abgelehnt wird

deck-defence-illegal-explore-twice = Erkunden geht nicht zweimal hintereinander.
deck-defence-illegal-explore-disclosed = Klassischer Modus: Erkunden ist nicht erlaubt, solange { $n } Karten aufgedeckt sind.
deck-defence-illegal-explore-hand = Erkunden kostet eine oberste Stapelkarte aus dem Handbereich, und der ist leer.
deck-defence-illegal-not-now = Dieser Zug ist jetzt nicht möglich.
deck-defence-illegal-over = Dieses Spiel ist vorbei.
deck-defence-illegal-order-first = Wähle zuerst die Reihenfolge der erkundeten Karten.
deck-defence-illegal-refill-first = Wähle zuerst, welche aufgedeckte Karte den Hauptbereich auffüllt.
deck-defence-illegal-nothing-to-order = Gerade gibt es nichts zu ordnen oder aufzufüllen.
deck-defence-illegal-order = Lege jede erkundete Karte genau einmal zurück, oberste zuerst: { $cards }.
deck-defence-illegal-refill = Wähle eine der aufgedeckten Karten: { $cards }.
deck-defence-illegal-not-a-move = Das ist kein Zug in diesem Spiel.
deck-defence-illegal-capture-not-enemy = Gefangen nehmen kannst du nur eine Feindkarte im Hauptbereich.
deck-defence-illegal-capture-full = Der Gefangenenbereich ist voll: Er fasst höchstens { $n } Feinde.
deck-defence-illegal-explore-empty = Dieser Stapel ist leer: Erkunden wirft die oberste Karte eines nicht leeren Stapels ab.
deck-defence-illegal-conscript-empty = Dieses Hauptfeld ist leer.
deck-defence-illegal-conscript-enemy = Feinde kann man nicht rekrutieren, nur verbündete Karten mit Rang 1-3.
deck-defence-illegal-conscript-twin = Auf diesem Stapel liegt schon { $card }: keine zwei gleichen Karten.
deck-defence-illegal-conscript-mismatch = { $card } hat weder Attribut noch Rang mit der obersten Stapelkarte { $top } gemeinsam.
deck-defence-illegal-defeat-not-enemy = Wähle eine Feindkarte im Haupt- oder Gefangenenbereich.
deck-defence-illegal-defeat-empty = Du kannst nur mit den obersten Karten nicht leerer Stapel bezahlen.
deck-defence-illegal-defeat-attribute = Jede abgeworfene Karte muss das Attribut des Feindes haben ({ $attr }).
deck-defence-illegal-defeat-sum = Die abgeworfenen Ränge müssen zusammen mindestens { $total } ergeben, um die 4 eines Feindes zu schlagen.
deck-defence-illegal-defeat-order = Zahle mit jedem Stapel höchstens einmal, von links nach rechts.

## Knöpfe für ganze Züge (höchstens 80 Zeichen; zu lange fallen auf eine kürzere Form zurück)

deck-defence-label-conscript-new = Rekrutieren: { $card } beginnt Stapel { $pile }
deck-defence-label-conscript = Rekrutieren: { $card } auf Stapel { $pile } (auf { $top })
deck-defence-label-capture = Gefangen nehmen: { $card } von Hauptfeld { $slot } auf Gefangenenfeld { $free }
deck-defence-label-explore-classic = Erkunden: { $card } von Stapel { $pile } abwerfen, { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
} aufdecken
deck-defence-label-explore = Erkunden: { $card } von Stapel { $pile } abwerfen, { $n ->
    [1] die oberste Karte
   *[other] die obersten { $n } Karten
} ansehen
deck-defence-label-order-one = { $card } oben auf den Nachziehstapel zurücklegen
deck-defence-label-order = Zurücklegen, oberste zuerst: { $cards }
deck-defence-label-order-short = Oberste zuerst: { $cards }
deck-defence-label-refill = Hauptfeld { $slot } auffüllen mit { $card }
deck-defence-label-defeat = { $win ->
    [yes] Sieg: besiegen
   *[other] Besiegen
}: { $captured ->
    [yes] gefangen { $card }
   *[other] { $card }
}, Abwurf { $paid } ({ $count ->
    [1] Stapel { $p1 }
    [2] Stapel { $p1 }, { $p2 }
   *[other] Stapel { $p1 }, { $p2 }, { $p3 }
})
deck-defence-label-defeat-tops = { $win ->
    [yes] Sieg: besiegen
   *[other] Besiegen
}: { $card }, Abwurf oben von { $count ->
    [1] Stapel { $p1 }
    [2] Stapel { $p1 }, { $p2 }
   *[other] Stapel { $p1 }, { $p2 }, { $p3 }
}

## Die Begründung des Tipps

deck-defence-why-defeat = Besiege { $card } mit den obersten Karten { $count ->
    [1] von Stapel { $p1 }
    [2] der Stapel { $p1 } und { $p2 }
   *[other] der Stapel { $p1 }, { $p2 } und { $p3 }
}: Sie zahlen { $exact ->
    [yes] genau die { $paid }, die es kostet
   *[other] { $paid }, das Mindeste, was du zahlen kannst
} ({ $left ->
    [0] der letzte Feind
   *[other] danach noch { $left }
}).
deck-defence-why-conscript-pays = Rekrutiere { $card } auf Stapel { $pile }: Danach können deine obersten Stapelkarten { $enemy } bezahlen.
deck-defence-why-conscript-builds = Rekrutiere { $card } auf Stapel { $pile }: Das bringt dich näher daran, { $enemy } zu bezahlen.
deck-defence-why-conscript-frees = Rekrutiere { $card } auf Stapel { $pile }: Das macht sein Hauptfeld frei und bringt eine Karte, mit der du später zahlen kannst.
deck-defence-why-capture = Nimm { $card } gefangen: Das macht sein Hauptfeld frei, und dort wartet er, bis du ihn später besiegst.
deck-defence-why-explore-uncover = Wirf { $card } ab, um zu erkunden: Das legt die Karte darunter frei.
deck-defence-why-explore = Wirf { $card } ab, um zu erkunden: Kein anderer Zug bringt dich so gut weiter, und du bestimmst die Reihenfolge der nächsten Karten.
deck-defence-why-order-enemy = Lege { $card } nach oben: In den Testpartien war es am besten, diesen Feind zuerst herauskommen zu lassen.
deck-defence-why-order = Lege { $card } nach oben: Diese Karte kannst du als Erste nutzen.
deck-defence-why-refill = Lege { $card } in den Hauptbereich: Diese Karte kannst du als Erste nutzen.
