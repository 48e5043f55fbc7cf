## Tischbilder (render/): jedes Wort auf einem Bild oder in seinem Alternativtext.

## Der Baukasten: Ergebnisbanner, Ereignisliste, gemeinsame Wörter

render-banner-win = SIEG: { $text }
render-banner-loss = NIEDERLAGE: { $text }
render-banner-over = SPIELENDE: { $text }
render-log-since = Seit deinem letzten Zug
render-log-some = { $title } ({ $shown } von { $total })
render-you = Du
render-player-n = Spieler { $n }
render-empty = leer
render-none = keine
render-deck = Nachziehstapel
render-deck-n = Stapel { $n }
render-discard-pile = Ablagestapel
render-discard-pile-n = Ablage { $n }
render-round-n = Runde { $n }
render-turn-n = Zug { $n }
render-what-happened = Was geschah
render-oldest-not-shown = älteste { $n } nicht gezeigt
render-cards =
    { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }

## Kartenbilder (Deck Defence)

render-card-sword = Schwert
render-card-fire = Feuer
render-card-forest = Wald
render-card-enemy = FEIND

## Defend and Capture

render-dc-game-over = Spielende
render-dc-result = { $reason } (Zug { $turn })
render-dc-actions-left = Aktionen: { $left } von { $per_turn } übrig
render-dc-discard-then-end = Abwerfen, dann Zug beenden
render-dc-figures = Schaden { $damage }/{ $limit } · Erobert { $captured }/{ $goal }
render-dc-battleground = Schlachtfeld
render-dc-side = Flanke
render-dc-hand = Hand { $n }
render-dc-draws-up-to = zieht auf { $n } nach
render-dc-captured-of = Erobert { $n }/{ $goal }
render-dc-captured-ranks = { $low } mit Rang 1–9, { $high } mit Rang 10
render-dc-no-damage-yet = noch kein Schaden
render-dc-damage-of = Schaden { $n }/{ $limit }
render-dc-nothing-yet = noch nichts
render-dc-suit-moons = Monde
render-dc-suit-suns = Sonnen
render-dc-suit-waves = Wellen
render-dc-suit-leaves = Blätter
render-dc-suit-wyrms = Wyrme
render-dc-suit-knots = Knoten
render-dc-alt-card = { $name } ({ $rank }, { $suits })
render-dc-alt-over = Spielende nach Zug { $turn }: { $reason }
render-dc-alt-actions = Zug { $turn }, noch { $left } von { $per_turn } Aktionen.
render-dc-alt-discard = Zug { $turn }, Abwurfphase.
render-dc-alt-figures = Schaden { $damage } von { $limit }. Erobert { $captured } von { $goal }.
render-dc-alt-row =
    { $row ->
        [top] Schlachtfeld, obere Reihe: { $cards }.
        [middle] Schlachtfeld, mittlere Reihe: { $cards }.
       *[bottom] Schlachtfeld, untere Reihe: { $cards }.
    }
render-dc-alt-defense = Verteidigung: links { $a }, Mitte { $b }, rechts { $c }.
render-dc-alt-defense-list = Verteidigung: { $cards }.
render-dc-alt-side = Flanke: oben { $a }, Mitte { $b }, unten { $c }.
render-dc-alt-side-list = Flanke: { $cards }.
render-dc-alt-hand = Hand ({ $n }, zieht auf { $target } nach): { $cards }.
render-dc-alt-piles = Nachziehstapel { $deck }, Ablage { $discard }.
render-dc-alt-piles-top = Nachziehstapel { $deck }, Ablage { $discard } (oben { $top }).
render-dc-alt-captured = Erobert: { $cards }.
render-dc-alt-damaged = Beschädigt: { $cards }.

## Deck Defence

render-dd-result-win = alle { $total } Feinde besiegt, { $score } Punkte ({ $actions } Aktionen)
render-dd-result-resign = aufgegeben mit { $defeated } von { $total } besiegten Feinden ({ $actions } Aktionen)
render-dd-result-timeout = Zeit abgelaufen mit { $defeated } von { $total } besiegten Feinden ({ $actions } Aktionen)
render-dd-result-abandon = abgebrochen mit { $defeated } von { $total } besiegten Feinden ({ $actions } Aktionen)
render-dd-result-stuck = kein erlaubter Zug mehr; { $defeated } von { $total } Feinden besiegt ({ $actions } Aktionen)
render-dd-status-order = Erkunden: Reihenfolge wählen
render-dd-status-refill = Wähle die Karte für Haupt
render-dd-status-act = Wähle eine Aktion
render-dd-title-classic = Deck Defence Klassik
render-dd-figures = Besiegt { $defeated }/{ $total } · Aktionen { $actions }
render-dd-area-capture = Fang
render-dd-area-main = Haupt
render-dd-area-hand = Hand
render-dd-known-top = Bekannte Stapelkarten
render-dd-none-until-explore = keine, bis du erkundest
render-dd-top-first = oberste zuerst, von links
render-dd-disclosed = Aufgedeckt
render-dd-defeated-of = Besiegt { $n }/{ $total }
render-dd-none-defeated = noch kein Feind besiegt
render-dd-explored-order = Erkundet: Reihenfolge wählen
render-dd-final-score = Endpunktzahl: { $score }
render-dd-explore-blocked = Kein Erkunden: das war die letzte Aktion
render-dd-last-action = Letzte Aktion
render-dd-alt-card = { $attribute } { $rank }
render-dd-alt-enemy = { $attribute }-Feind
render-dd-alt-win = Sieg
render-dd-alt-loss = Niederlage
render-dd-alt-resigned = aufgegeben
render-dd-alt-timeout = Zeit abgelaufen
render-dd-alt-abandoned = abgebrochen
render-dd-alt-over = Spielende: { $result }, { $defeated } von { $total } Feinden besiegt, { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    }.
render-dd-alt-over-score = Spielende: { $result }, { $defeated } von { $total } Feinden besiegt, { $score } Punkte, { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    }.
render-dd-alt-phase-order = wähle die Reihenfolge der erkundeten Karten
render-dd-alt-phase-refill = wähle die aufgedeckte Karte, die Haupt auffüllt
render-dd-alt-phase-act = wähle eine Aktion
render-dd-alt-head = { $title }: { $phase }. { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    } ausgeführt. Besiegt: { $defeated } von { $total }.
render-dd-alt-pile = Stapel { $n } { $cards } (oberste zuletzt)
render-dd-alt-pile-empty = Stapel { $n } leer
render-dd-alt-slot = Platz { $n } { $card }
render-dd-alt-capture-area = Fangbereich: { $slots }.
render-dd-alt-main-area = Hauptbereich: { $slots }.
render-dd-alt-hand-piles = Handstapel: { $piles }.
render-dd-alt-explored = Erkundet, zu ordnen: { $cards }.
render-dd-alt-deck = Nachziehstapel { $n }.
render-dd-alt-deck-known = Nachziehstapel { $n }, bekannt von oben: { $cards }.
render-dd-alt-discard-top = Ablagestapel { $n }, oben { $top }. Aufgedeckt: { $cards }.
render-dd-alt-discard-classic = Ablagestapel { $n }. Aufgedeckt: { $cards }.
render-dd-alt-discard-hidden = Ablagestapel { $n }, verdeckt.
render-dd-alt-explore-blocked = Direkt nach einem Erkunden darfst du nicht erkunden.
render-dd-alt-defeated = Besiegt: { $cards }.

## Capture

render-capture-and = { $first } und { $second }
render-capture-won-resign =
    { $own ->
        [yes] { $names } hast durch Aufgabe gewonnen ({ $scores })
       *[other] { $names } gewinnt durch Aufgabe ({ $scores })
    }
render-capture-won-time =
    { $own ->
        [yes] { $names } hast auf Zeit gewonnen ({ $scores })
       *[other] { $names } gewinnt auf Zeit ({ $scores })
    }
render-capture-abandoned = abgebrochen ({ $scores })
render-capture-wins =
    { $own ->
        [yes] { $name } gewinnst { $mine } zu { $theirs } Karten
       *[other] { $name } gewinnt { $mine } zu { $theirs } Karten
    }
render-capture-draw = unentschieden, je { $n } Karten
render-capture-all-placed = Alles gelegt: festlegen
render-capture-place-more = Lege noch { $n }, dann festlegen
render-capture-locked-waiting = Festgelegt: warte
render-capture-players-place = Alle legen verdeckt
render-capture-status-round = { $status } ({ $kind })
render-capture-figures = Runde { $round } · { $scores }
render-capture-locked-in = festgelegt
render-capture-placing = legt: noch { $n }
render-capture-placed-all = alles gelegt, nicht festgelegt
render-capture-dealer = { $name } (Geber)
render-capture-yours = deine
render-capture-carried =
    { $n ->
        [1] einmal übertragen
        [2] zweimal übertragen
       *[other] { $n }-mal übertragen
    }
render-capture-newest-right = neueste rechts
render-capture-captured =
    { $own ->
        [yes] { $name } hast { $n } erobert
       *[other] { $name } hat { $n } erobert
    }
render-capture-none-yet = noch keine
render-capture-column = Spalte { $n }
render-capture-reveal-fate = { $where }: { $fate } ({ $reason })
render-capture-reveal-took =
    { $own ->
        [yes] { $where }: { $name } nimmst { $n } ({ $reason })
       *[other] { $where }: { $name } nimmt { $n } ({ $reason })
    }
render-capture-turned-up = { $line }; aufgedeckt: { $cards }
render-capture-dealer-is = Geber: { $name }
render-capture-aces-flexible = Asse zählen hoch oder niedrig
render-capture-aces-set = Asse: nur ein Satz gewinnt sie
render-capture-uncaptured = { $n } Karten in unentschiedenen Spalten: niemand erobert sie
render-capture-reveal-title = Aufdecken in Runde { $n }
render-capture-no-reveal = Noch nichts aufgedeckt
render-capture-last-round = letzte Runde
render-capture-short-round = kurze Runde
render-capture-your-hand = Deine Hand
render-capture-all-in-place = Deine Hand: alle Karten gelegt
render-capture-hidden-until-locked = Verdeckte Karten bleiben geheim, bis beide festgelegt haben
render-capture-nothing = nichts
render-capture-alt-abandoned = Capture, Spielende: abgebrochen, niemand gewinnt. Erobert { $a } zu { $b }.
render-capture-alt-won =
    { $own ->
        [yes] Capture, Spielende: { $names } hast gewonnen. Erobert { $a } zu { $b }.
       *[other] Capture, Spielende: { $names } gewinnt. Erobert { $a } zu { $b }.
    }
render-capture-alt-draw = Capture, Spielende: niemand, unentschieden. Erobert { $a } zu { $b }.
render-capture-alt-round = Capture, Runde { $round }. Geber { $dealer }. Nachziehstapel { $deck }. Erobert: { $p0 } { $n0 }, { $p1 } { $n1 }.
render-capture-alt-round-kind = Capture, Runde { $round } ({ $kind }). Geber { $dealer }. Nachziehstapel { $deck }. Erobert: { $p0 } { $n0 }, { $p1 } { $n1 }.
render-capture-alt-locked =
    { $own ->
        [yes] { $name } hast festgelegt
       *[other] { $name } hat festgelegt
    }
render-capture-alt-placing =
    { $own ->
        [yes] { $name } legst, noch { $n }
       *[other] { $name } legt, noch { $n }
    }
render-capture-alt-plus-yours = { $text } + deine verdeckte { $card }
render-capture-alt-plus-one = { $text } + 1 verdeckt
render-capture-alt-column = Spalte { $n }: { $sides }.
render-capture-alt-column-carried =
    { $times ->
        [1] Spalte { $n }, einmal übertragen: { $sides }.
        [2] Spalte { $n }, zweimal übertragen: { $sides }.
       *[other] Spalte { $n }, { $times }-mal übertragen: { $sides }.
    }
render-capture-alt-hand = Deine Hand: { $cards }.
render-capture-alt-reveal = Aufdecken in Runde { $n }: { $lines }.

## Tower Defense

render-td-ended-resign = du hast in Runde { $round } aufgegeben
render-td-ended-timeout = deine Zeit lief in Runde { $round } ab
render-td-ended-abandon = in Runde { $round } abgebrochen
render-td-ended-cap = in Runde { $round } nach zu vielen Runden beendet
render-td-won = die Nacht ist vorbei, der Turm steht mit { $n } (Runde { $round })
render-td-fell = der Turm fiel in Runde { $round }
render-td-stuck = das Feld lässt sich nicht räumen (Runde { $round })
render-td-army =
    { $army ->
        [Left] Linkes Heer
        [Top] Oberes Heer
       *[Right] Rechtes Heer
    }
render-td-army-value =
    { $army ->
        [Left] Linkes Heer { $value }
        [Top] Oberes Heer { $value }
       *[Right] Rechtes Heer { $value }
    }
render-td-no-face-up = keine offene Karte
render-td-attacks = greift den Turm an
render-td-no-attack = greift nicht an
render-td-rear = hinten
render-td-front = vorn
render-td-tower-tag = Turm
render-td-fallen = gefallen
render-td-tower = Turm { $n } von { $cap }
render-td-tower-top = Turm { $n } von { $cap }, oben { $value }
render-td-discard-down = Wirf ab auf { $n } Karten
render-td-your-turn-action = Dein Zug: Aktion { $n } von { $limit }
render-td-your-turn = Dein Zug
render-td-figures-pass = Runde { $round } · Passen { $n }/{ $needed }
render-td-attack-none = Angriff jetzt: keiner
render-td-no-army-attacks = kein Heer greift den Turm an
render-td-attack-now = Angriff jetzt: { $total } gegen { $value }
render-td-would-fall = die Turmspitze würde fallen
render-td-would-hold = der Turm würde halten
render-td-advantages = Vorteile im Spiel
render-td-in-force = In Kraft
render-td-in-force-nothing = In Kraft: nichts
render-td-your-hand = Deine Hand ({ $n } von { $limit })
render-td-no-cards = keine Karten
render-td-face-down = verdeckt
render-td-alt-won = Spielende: Sieg in Runde { $round }, Turm { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }.
render-td-alt-lost = Spielende: Niederlage in Runde { $round }, Turm { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }.
render-td-alt-drop = Tower Defense, Runde { $round }: wirf ab auf { $n } Karten.
render-td-alt-turn = Tower Defense, Runde { $round }: du bist am Zug.
render-td-alt-tower = Turm { $n } von { $cap }.
render-td-alt-tower-top = Turm { $n } von { $cap }, oben { $top } mit Wert { $value }.
render-td-alt-army-blank =
    { $army ->
        [Left] Linkes Heer: vorn { $front }, hinten { $rear }; keine offene Karte.
        [Top] Oberes Heer: vorn { $front }, hinten { $rear }; keine offene Karte.
       *[Right] Rechtes Heer: vorn { $front }, hinten { $rear }; keine offene Karte.
    }
render-td-alt-army-attacks =
    { $army ->
        [Left] Linkes Heer: vorn { $front }, hinten { $rear }; Angriff { $value }, greift an.
        [Top] Oberes Heer: vorn { $front }, hinten { $rear }; Angriff { $value }, greift an.
       *[Right] Rechtes Heer: vorn { $front }, hinten { $rear }; Angriff { $value }, greift an.
    }
render-td-alt-army-holds =
    { $army ->
        [Left] Linkes Heer: vorn { $front }, hinten { $rear }; Angriff { $value }, greift nicht an.
        [Top] Oberes Heer: vorn { $front }, hinten { $rear }; Angriff { $value }, greift nicht an.
       *[Right] Rechtes Heer: vorn { $front }, hinten { $rear }; Angriff { $value }, greift nicht an.
    }
render-td-alt-attack-falls = Angriff jetzt { $total } gegen { $value }: die Turmspitze würde fallen.
render-td-alt-attack-holds = Angriff jetzt { $total } gegen { $value }: der Turm hält.
render-td-alt-hand = Hand { $n } von { $limit }: { $cards }.
render-td-alt-advantages = Vorteile: { $cards }.
render-td-alt-in-force = In Kraft: { $effects }.
render-td-alt-piles = Nachziehstapel { $deck }. Ablagestapel { $n }.
render-td-alt-piles-top = Nachziehstapel { $deck }. Ablagestapel { $n }, oben { $top }.

## Under Siege

render-siege-ask-reserve = { $name } darf eine Reserve anlegen
render-siege-ask-intercept = { $name } darf sie abschießen
render-siege-ask-remove = { $name } muss eine Bildkarte abgeben
render-siege-ask-fire = { $name } darf auf Bildkarten schießen
render-siege-ask-other = { $name } entscheidet
render-siege-you-reserve = Eine Reservekarte anlegen?
render-siege-you-intercept = Die durchbrechende Karte abschießen?
render-siege-you-remove = Gib eine Bildkarte ab
render-siege-you-fire = Auf Bildkarten schießen?
render-siege-you-deploy = Dein Zug: aufstellen
render-siege-deploying = { $name } stellt auf
render-siege-note-deploy = stellt gerade auf
render-siege-note-reserve = darf Reserve anlegen
render-siege-note-intercept = darf sie abschießen
render-siege-note-remove = verliert eine Bildkarte
render-siege-note-fire = darf eine Dame abfeuern
render-siege-note-other = entscheidet
render-siege-battle = Schlacht, Zug { $turn }
render-siege-battle-at = Schlacht, Zug { $turn }: Position { $position }
render-siege-shots = Schlacht von Zug { $turn } vorbei: Schüsse auf Bildkarten
render-siege-the-last-battle = Die letzte Schlacht
render-siege-no-battle = Es gab keine Schlacht
render-siege-front-lines = Zug { $turn }: die Frontlinien, verdeckt bis zur Schlacht
render-siege-last-battle = Letzte Schlacht (Zug { $turn })
render-siege-no-front-cards = Zug { $turn }: noch keine Frontkarten gelegt
render-siege-figures = Zug { $turn }/{ $total } · Stapel { $deck } · Tot { $dead }
render-siege-no-attrition = keine Zermürbung
render-siege-attrition = Zermürbung { $n }
render-siege-deployed = aufgestellt
render-siege-deploys-next = stellt als Nächstes auf
render-siege-lost-in-battle = { $n } in der Schlacht verloren
render-siege-hand = Hand { $n }
render-siege-all-placed = alles gelegt
render-siege-no-cards = keine Karten
render-siege-reserve = Reserve { $n }
render-siege-back-row = Hintere Reihe{ $more ->
        [0] {""}
       *[other] {" "}(+{ $more } weitere)
    }{ $jacks ->
        [0] {""}
       *[other] , Buben +{ $jacks }
    }{ $pills ->
        [yes] , Schaden auf Marken
       *[other] {""}
    }
render-siege-no-face-cards = keine Bildkarten
render-siege-through = durch
render-siege-ace = Ass
render-siege-stopped = gestoppt
render-siege-shot = geschossen
render-siege-taken-out = ausgeschaltet
render-siege-position-draw = { $n } unentsch.
render-siege-gold-frame = Goldrahmen: verdeckt, nur du siehst sie
render-siege-defender-first = Der Verteidiger stellt zuerst auf, dann der Angreifer
render-siege-alt-damage = Schaden { $n } von 10 durch { $shots }
render-siege-alt-loaded-with = geladen mit { $card }
render-siege-alt-loaded = geladen
render-siege-alt-placed-now = in diesem Zug gelegt
render-siege-alt-hand = Hand { $cards }
render-siege-alt-reserve = Reserve { $cards }
render-siege-alt-in-hand = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } auf der Hand
render-siege-alt-reserve-cards = { $n ->
        [one] { $n } Reservekarte
       *[other] { $n } Reservekarten
    }
render-siege-alt-back-row = hintere Reihe { $cards }
render-siege-alt-side = { $name } ({ $role }): { $parts }.
render-siege-alt-you = du
render-siege-alt-automaton = der Automat
render-siege-alt-them = der Gegner
render-siege-alt-face-down = verdeckt
render-siege-alt-card-face-down = { $card } verdeckt
render-siege-alt-position-now = { $n } (jetzt)
render-siege-alt-against = { $first } gegen { $second }
render-siege-alt-shot-with = { $what }, beschossen mit { $card }
render-siege-alt-over = Under Siege, Spielende: { $reason }
render-siege-alt-turn = Under Siege, Zug { $turn } von { $total }.
render-siege-alt-turn-status = Under Siege, Zug { $turn } von { $total }: { $status }.
render-siege-alt-turn-ask = Under Siege, Zug { $turn } von { $total }: { $status }
render-siege-alt-score = { $name } { $n }
render-siege-alt-score-lost = { $name } { $n } ({ $lost } in dieser Schlacht verloren)
render-siege-alt-attrition = Zermürbung: { $scores }.
render-siege-alt-line = { $caption }, Position für Position: { $slots }
render-siege-alt-piles = Nachziehstapel { $deck }, Totenstapel { $dead }.
render-siege-alt-latest = Zuletzt: { $line }
