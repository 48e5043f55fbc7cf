# Deck Defence: alles, was Spielende lesen.  Kartennamen kommen aus cards.ftl ($card,
# $enemy, $top ...); Stapel und Felder sind von 1 bis 3 nummeriert.

## Der Eintrag des Spiels in Menüs

dd-summary = Solitär: Rekrutiere Helden, erkunde den Stapel und besiege alle 9 Feinde.
dd-act-hint = wähle deinen Zug
dd-wait-hint = Gerade gibt es für dich nichts zu tun.
dd-solo-only = { $title } ist ein Spiel für 1 Person.
dd-option-classic = Klassischer Modus: offener Ablagestapel, Erkunden deckt Karten auf
dd-option-classic-label = Klassischer Modus
dd-option-classic-name = klassisch
dd-metric-score = beste Wertung

## Namen und Notlösungen

dd-a-card = eine Karte
dd-an-enemy = ein Feind
dd-nothing = nichts
dd-verb-conscript = Rekrutieren
dd-verb-defeat = Besiegen
dd-verb-explore = Erkunden
dd-verb-capture = Gefangen nehmen
dd-verb-order = Reihenfolge wählen
dd-verb-refill = Hauptbereich auffüllen
dd-pile-empty = Stapel { $pile }: leer
dd-pile-top = Stapel { $pile }: oben { $card }
dd-slot-main = { $card } (Hauptfeld { $slot })
dd-slot-main-empty = Hauptfeld { $slot }: leer
dd-slot-capture = { $card } (Gefangen { $slot })
dd-slot-capture-empty = Gefangen { $slot }: leer
dd-pay = Zahlen: { $cards } (Rang { $total })

## Fragen

dd-prompt-order = Erkunden: Lege die gesehenen Karten in der Reihenfolge deiner Wahl auf den Nachziehstapel zurück.
dd-prompt-order-first = Welche gesehene Karte kommt oben auf den Nachziehstapel?
dd-prompt-order-next = Welche Karte kommt als Nächstes (unter die gewählten)?
dd-prompt-refill-must = Eine aufgedeckte Karte muss Hauptfeld { $slot } auffüllen.
dd-prompt-refill = Welche aufgedeckte Karte füllt Hauptfeld { $slot }?
dd-prompt-action = Wähle eine Aktion: Rekrutieren, Besiegen, Gefangen nehmen oder Erkunden.
dd-prompt-conscript = Welche verbündete Karte aus dem Hauptbereich rekrutierst du?
dd-prompt-conscript-pile = Auf welchen Stapel kommt { $card }?
dd-prompt-conscript-pile-it = Auf welchen Stapel kommt sie?
dd-prompt-defeat = Welchen Feind besiegst du?
dd-prompt-defeat-pay = Welche obersten Stapelkarten wirfst du ab? Es müssen { $attr }-Karten sein, deren Ränge zusammen mindestens { $total } ergeben; die günstigste Zahlung steht zuerst.
dd-prompt-defeat-pay-any = Welche obersten Stapelkarten wirfst du ab? Sie müssen das Attribut des Feindes haben und ihre Ränge zusammen mindestens { $total } ergeben; die günstigste Zahlung steht zuerst.
dd-prompt-explore = Von welchem Stapel wirfst du die oberste Karte ab, um zu erkunden?
dd-prompt-capture = Welchen Feind aus dem Hauptbereich nimmst du gefangen?
dd-prompt-choose = Wähle.

## Das Zugprotokoll (was du getan hast)

dd-log-unknown = Ein Zug, den es in diesem Spiel nicht gibt.
dd-log-conscript = Rekrutiert: { $card } auf Stapel { $pile }.
dd-log-conscript-empty = Rekrutiert: { $card } auf den leeren Stapel { $pile }.
dd-log-defeat = Besiegt: { $card } ({ $n } von { $total }); abgeworfen { $count ->
    [one] die oberste Karte von Stapel { $piles }
   *[other] die obersten Karten der Stapel { $piles }
}.
dd-log-capture = Gefangen genommen: { $card } auf Gefangenenfeld { $slot }.
dd-log-capture-full = Gefangen genommen: { $card }.
dd-log-explore = Erkundet; abgeworfen die oberste Karte von Stapel { $pile }.
dd-log-order-one = Zurückgelegt oben auf den Nachziehstapel: { $card }.
dd-log-order = Die erkundeten Karten zurückgelegt, oberste zuerst: { $cards }.
dd-log-refill = Aus dem Aufdeckbereich nach Hauptfeld { $slot } gelegt: { $card }.

## Was passiert ist

dd-ev-deal = Der Nachziehstapel wird gemischt, { $n ->
    [one] { $n } Karte kommt
   *[other] { $n } Karten kommen
} in den Hauptbereich.
dd-ev-conscript = Rekrutiert: { $card } auf Stapel { $pile }.
dd-ev-conscript-new = Rekrutiert: { $card } auf einen neuen Stapel { $pile }.
dd-ev-defeat = Besiegt: { $card } ({ $n }/{ $total }); abgeworfen { $count ->
    [one] die oberste Karte von Stapel { $piles }
   *[other] die obersten Karten der Stapel { $piles }
}.
dd-ev-capture = Gefangen genommen: { $card } auf Gefangenenfeld { $slot }.
dd-ev-explore = Zum Erkunden die oberste Karte von Stapel { $pile } abgeworfen.
dd-ev-look-one = Du siehst dir die oberste Karte des Nachziehstapels an: { $card }.
dd-ev-look = Du siehst dir die obersten { $n } Karten des Nachziehstapels an: { $cards }.
dd-ev-look-nothing = Der Nachziehstapel ist leer, Erkunden zeigt also keine Karte.
dd-ev-disclose = Erkunden deckt vom Nachziehstapel auf: { $cards }.
dd-ev-order-one = Du legst { $card } oben auf den Nachziehstapel zurück.
dd-ev-order = Du legst die Karten zurück auf den Nachziehstapel, oberste zuerst: { $cards }.
dd-ev-refill-draw = Vom Nachziehstapel nach Hauptfeld { $slot }: { $card }.
dd-ev-refill-disclosed = Aus dem Aufdeckbereich nach Hauptfeld { $slot }: { $card }.
dd-ev-refill-chosen = { $card } füllt Hauptfeld { $slot } aus dem Aufdeckbereich.
dd-ev-refill-choose = Hauptfeld { $slot } ist leer: Aufgedeckte Karten füllen es vor dem Nachziehstapel auf.
dd-ev-refill-empty = Der Nachziehstapel ist leer, Hauptfeld { $slot } bleibt also leer.
dd-ev-win = Alle { $total } Feinde besiegt: Du gewinnst mit einer Wertung von { $score }.
dd-ev-loss = Keine erlaubte Aktion mehr: Die Festung fällt mit { $n } von { $total } besiegten Feinden.
dd-ev-resign = Du hast aufgegeben, mit { $n } von { $total } besiegten Feinden.
dd-ev-timeout = Deine Zeit ist abgelaufen, du verlierst mit { $n } von { $total } besiegten Feinden.
dd-ev-abandon = Abgebrochen mit { $n } von { $total } besiegten Feinden.
dd-ev-unknown = Auf dem Tisch ist etwas passiert.

## Wie das Spiel endete

dd-reason-win = Du gewinnst mit einer Wertung von { $score } (Ziel { $target }, bestmöglich { $best }): die Ränge der verbündeten Karten, die nicht auf dem Ablagestapel gelandet sind.
dd-reason-resign = Du hast aufgegeben.
dd-reason-timeout = Deine Zeit ist abgelaufen, du verlierst die Partie.
dd-reason-abandon = Abgebrochen: Niemand hat gespielt.
dd-reason-stuck = Keine erlaubte Aktion mehr, also fällt die Festung: { $why }.
dd-clause-separator = {"; "}
dd-stuck-no-fit = keine verbündete Karte im Hauptbereich passt auf einen Stapel
dd-stuck-no-friendly = im Hauptbereich liegt keine verbündete Karte
dd-stuck-cannot-pay = deine obersten Stapelkarten können keinen Feind bezahlen
dd-stuck-no-enemy = im Haupt- und im Gefangenenbereich liegt kein Feind
dd-stuck-capture-full = der Gefangenenbereich ist voll
dd-stuck-no-capture = im Hauptbereich liegt kein Feind zum Gefangennehmen
dd-stuck-explore-twice = Erkunden ist direkt nach Erkunden nicht erlaubt
dd-stuck-explore-disclosed = { $n } Karten sind aufgedeckt, also ist Erkunden nicht erlaubt
dd-stuck-explore-hand = es gibt keine oberste Stapelkarte mehr, um Erkunden zu bezahlen
dd-stuck-explore = Erkunden ist nicht möglich

## Statuszeile

dd-status = { $classic ->
    [yes] Klassischer Modus ·{" "}
   *[other] {""}
}{ $defeated } von { $total } Feinden besiegt · { $deck ->
    [one] { $deck } Karte
   *[other] { $deck } Karten
} im Nachziehstapel · { $actions ->
    [one] { $actions } Aktion
   *[other] { $actions } Aktionen
} ausgeführt
dd-status-no-explore = Erkunden ist direkt nach Erkunden nicht erlaubt.

## Warum ein Zug abgelehnt wird

dd-illegal-explore-twice = Erkunden geht nicht zweimal hintereinander.
dd-illegal-explore-disclosed = Klassischer Modus: Erkunden ist nicht erlaubt, solange { $n } Karten aufgedeckt sind.
dd-illegal-explore-hand = Erkunden kostet eine oberste Stapelkarte aus dem Handbereich, und der ist leer.
dd-illegal-not-now = Dieser Zug ist jetzt nicht möglich.
dd-illegal-over = Dieses Spiel ist vorbei.
dd-illegal-order-first = Wähle zuerst die Reihenfolge der erkundeten Karten.
dd-illegal-refill-first = Wähle zuerst, welche aufgedeckte Karte den Hauptbereich auffüllt.
dd-illegal-nothing-to-order = Gerade gibt es nichts zu ordnen oder aufzufüllen.
dd-illegal-order = Lege jede erkundete Karte genau einmal zurück, oberste zuerst: { $cards }.
dd-illegal-refill = Wähle eine der aufgedeckten Karten: { $cards }.
dd-illegal-not-a-move = Das ist kein Zug in diesem Spiel.
dd-illegal-capture-not-enemy = Gefangen nehmen kannst du nur eine Feindkarte im Hauptbereich.
dd-illegal-capture-full = Der Gefangenenbereich ist voll: Er fasst höchstens { $n } Feinde.
dd-illegal-explore-empty = Dieser Stapel ist leer: Erkunden wirft die oberste Karte eines nicht leeren Stapels ab.
dd-illegal-conscript-empty = Dieses Hauptfeld ist leer.
dd-illegal-conscript-enemy = Feinde kann man nicht rekrutieren, nur verbündete Karten mit Rang 1-3.
dd-illegal-conscript-twin = Auf diesem Stapel liegt schon { $card }: keine zwei gleichen Karten.
dd-illegal-conscript-mismatch = { $card } hat weder Attribut noch Rang mit der obersten Stapelkarte { $top } gemeinsam.
dd-illegal-defeat-not-enemy = Wähle eine Feindkarte im Haupt- oder Gefangenenbereich.
dd-illegal-defeat-empty = Du kannst nur mit den obersten Karten nicht leerer Stapel bezahlen.
dd-illegal-defeat-attribute = Jede abgeworfene Karte muss das Attribut des Feindes haben ({ $attr }).
dd-illegal-defeat-sum = Die abgeworfenen Ränge müssen zusammen mindestens { $total } ergeben, um die 4 eines Feindes zu schlagen.
dd-illegal-defeat-order = Zahle mit jedem Stapel höchstens einmal, von links nach rechts.

## Knöpfe für ganze Züge (höchstens 80 Zeichen; zu lange fallen auf eine kürzere Form zurück)

dd-label-conscript-new = Rekrutieren: { $card } beginnt Stapel { $pile }
dd-label-conscript = Rekrutieren: { $card } auf Stapel { $pile } (auf { $top })
dd-label-capture = Gefangen nehmen: { $card } von Hauptfeld { $slot } auf Gefangenenfeld { $free }
dd-label-explore-classic = Erkunden: { $card } von Stapel { $pile } abwerfen, { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
} aufdecken
dd-label-explore = Erkunden: { $card } von Stapel { $pile } abwerfen, { $n ->
    [one] die oberste Karte
   *[other] die obersten { $n } Karten
} ansehen
dd-label-order-one = { $card } oben auf den Nachziehstapel zurücklegen
dd-label-order = Zurücklegen, oberste zuerst: { $cards }
dd-label-order-short = Oberste zuerst: { $cards }
dd-label-refill = Hauptfeld { $slot } auffüllen mit { $card }
dd-label-defeat = { $win ->
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
dd-label-defeat-tops = { $win ->
    [yes] Sieg: besiegen
   *[other] Besiegen
}: { $card }, Abwurf oben von { $count ->
    [1] Stapel { $p1 }
    [2] Stapel { $p1 }, { $p2 }
   *[other] Stapel { $p1 }, { $p2 }, { $p3 }
}

## Die Begründung des Tipps

dd-why-defeat = Besiege { $card } mit den obersten Karten { $count ->
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
dd-why-conscript-pays = Rekrutiere { $card } auf Stapel { $pile }: Danach können deine obersten Stapelkarten { $enemy } bezahlen.
dd-why-conscript-builds = Rekrutiere { $card } auf Stapel { $pile }: Das bringt dich näher daran, { $enemy } zu bezahlen.
dd-why-conscript-frees = Rekrutiere { $card } auf Stapel { $pile }: Das macht sein Hauptfeld frei und bringt eine Karte, mit der du später zahlen kannst.
dd-why-capture = Nimm { $card } gefangen: Das macht sein Hauptfeld frei, und dort wartet er, bis du ihn später besiegst.
dd-why-explore-uncover = Wirf { $card } ab, um zu erkunden: Das legt die Karte darunter frei.
dd-why-explore = Wirf { $card } ab, um zu erkunden: Kein anderer Zug bringt dich so gut weiter, und du bestimmst die Reihenfolge der nächsten Karten.
dd-why-order-enemy = Lege { $card } nach oben: In den Testpartien war es am besten, diesen Feind zuerst herauskommen zu lassen.
dd-why-order = Lege { $card } nach oben: Diese Karte kannst du als Erste nutzen.
dd-why-refill = Lege { $card } in den Hauptbereich: Diese Karte kannst du als Erste nutzen.
