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

render-defend-and-capture-game-over = Spielende
render-defend-and-capture-result = { $reason } (Zug { $turn })
render-defend-and-capture-actions-left = Aktionen: { $left } von { $per_turn } übrig
render-defend-and-capture-discard-then-end = Abwerfen, dann Zug beenden
render-defend-and-capture-figures = Schaden { $damage }/{ $limit } · Erobert { $captured }/{ $goal }
render-defend-and-capture-battleground = Schlachtfeld
render-defend-and-capture-side = Flanke
render-defend-and-capture-hand = Hand { $n }
render-defend-and-capture-draws-up-to = zieht auf { $n } nach
render-defend-and-capture-captured-of = Erobert { $n }/{ $goal }
render-defend-and-capture-captured-ranks = { $low } mit Rang 1–9, { $high } mit Rang 10
render-defend-and-capture-no-damage-yet = noch kein Schaden
render-defend-and-capture-damage-of = Schaden { $n }/{ $limit }
render-defend-and-capture-nothing-yet = noch nichts
render-defend-and-capture-suit-moons = Monde
render-defend-and-capture-suit-suns = Sonnen
render-defend-and-capture-suit-waves = Wellen
render-defend-and-capture-suit-leaves = Blätter
render-defend-and-capture-suit-wyrms = Lindwürmer
render-defend-and-capture-suit-knots = Knoten
render-defend-and-capture-alt-card = { $name } ({ $rank }, { $suits })
render-defend-and-capture-alt-over = Spielende nach Zug { $turn }: { $reason }
render-defend-and-capture-alt-actions = Zug { $turn }, noch { $left } von { $per_turn } Aktionen.
render-defend-and-capture-alt-discard = Zug { $turn }, Abwurfphase.
render-defend-and-capture-alt-figures = Schaden { $damage } von { $limit }. Erobert { $captured } von { $goal }.
render-defend-and-capture-alt-row =
    { $row ->
        [top] Schlachtfeld, obere Reihe: { $cards }.
        [middle] Schlachtfeld, mittlere Reihe: { $cards }.
       *[bottom] Schlachtfeld, untere Reihe: { $cards }.
    }
render-defend-and-capture-alt-defense = Verteidigung: links { $a }, Mitte { $b }, rechts { $c }.
render-defend-and-capture-alt-defense-list = Verteidigung: { $cards }.
render-defend-and-capture-alt-side = Flanke: oben { $a }, Mitte { $b }, unten { $c }.
render-defend-and-capture-alt-side-list = Flanke: { $cards }.
render-defend-and-capture-alt-hand = Hand ({ $n }, zieht auf { $target } nach): { $cards }.
render-defend-and-capture-alt-piles = Nachziehstapel { $deck }, Ablage { $discard }.
render-defend-and-capture-alt-piles-top = Nachziehstapel { $deck }, Ablage { $discard } (oben { $top }).
render-defend-and-capture-alt-captured = Erobert: { $cards }.
render-defend-and-capture-alt-damaged = Beschädigt: { $cards }.

## Deck Defence

render-deck-defence-result-win = alle { $total } Feinde besiegt, { $score } Punkte ({ $actions } Aktionen)
render-deck-defence-result-resign = aufgegeben mit { $defeated } von { $total } besiegten Feinden ({ $actions } Aktionen)
render-deck-defence-result-timeout = Zeit abgelaufen mit { $defeated } von { $total } besiegten Feinden ({ $actions } Aktionen)
render-deck-defence-result-abandon = abgebrochen mit { $defeated } von { $total } besiegten Feinden ({ $actions } Aktionen)
render-deck-defence-result-stuck = kein erlaubter Zug mehr; { $defeated } von { $total } Feinden besiegt ({ $actions } Aktionen)
render-deck-defence-status-order = Erkunden: Reihenfolge wählen
render-deck-defence-status-refill = Wähle die Karte für Haupt
render-deck-defence-status-act = Wähle eine Aktion
render-deck-defence-title-classic = Deck Defence Klassik
render-deck-defence-figures = Besiegt { $defeated }/{ $total } · Aktionen { $actions }
render-deck-defence-area-capture = Fang
render-deck-defence-area-main = Haupt
render-deck-defence-area-hand = Hand
render-deck-defence-known-top = Bekannte Stapelkarten
render-deck-defence-none-until-explore = keine, bis du erkundest
render-deck-defence-top-first = oberste zuerst, von links
render-deck-defence-disclosed = Aufgedeckt
render-deck-defence-defeated-of = Besiegt { $n }/{ $total }
render-deck-defence-none-defeated = noch kein Feind besiegt
render-deck-defence-explored-order = Erkundet: Reihenfolge wählen
render-deck-defence-final-score = Endpunktzahl: { $score }
render-deck-defence-explore-blocked = Kein Erkunden: das war die letzte Aktion
render-deck-defence-last-action = Letzte Aktion
render-deck-defence-alt-card = { $attribute } { $rank }
render-deck-defence-alt-enemy = { $attribute }-Feind
render-deck-defence-alt-win = Sieg
render-deck-defence-alt-loss = Niederlage
render-deck-defence-alt-resigned = aufgegeben
render-deck-defence-alt-timeout = Zeit abgelaufen
render-deck-defence-alt-abandoned = abgebrochen
render-deck-defence-alt-over = Spielende: { $result }, { $defeated } von { $total } Feinden besiegt, { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    }.
render-deck-defence-alt-over-score = Spielende: { $result }, { $defeated } von { $total } Feinden besiegt, { $score } Punkte, { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    }.
render-deck-defence-alt-phase-order = wähle die Reihenfolge der erkundeten Karten
render-deck-defence-alt-phase-refill = wähle die aufgedeckte Karte, die Haupt auffüllt
render-deck-defence-alt-phase-act = wähle eine Aktion
render-deck-defence-alt-head = { $title }: { $phase }. { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    } ausgeführt. Besiegt: { $defeated } von { $total }.
render-deck-defence-alt-pile = Stapel { $n } { $cards } (oberste zuletzt)
render-deck-defence-alt-pile-empty = Stapel { $n } leer
render-deck-defence-alt-slot = Platz { $n } { $card }
render-deck-defence-alt-capture-area = Fangbereich: { $slots }.
render-deck-defence-alt-main-area = Hauptbereich: { $slots }.
render-deck-defence-alt-hand-piles = Handstapel: { $piles }.
render-deck-defence-alt-explored = Erkundet, zu ordnen: { $cards }.
render-deck-defence-alt-deck = Nachziehstapel { $n }.
render-deck-defence-alt-deck-known = Nachziehstapel { $n }, bekannt von oben: { $cards }.
render-deck-defence-alt-discard-top = Ablagestapel { $n }, oben { $top }. Aufgedeckt: { $cards }.
render-deck-defence-alt-discard-classic = Ablagestapel { $n }. Aufgedeckt: { $cards }.
render-deck-defence-alt-discard-hidden = Ablagestapel { $n }, verdeckt.
render-deck-defence-alt-explore-blocked = Direkt nach einem Erkunden darfst du nicht erkunden.
render-deck-defence-alt-defeated = Besiegt: { $cards }.

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

render-tower-defense-ended-resign = du hast in Runde { $round } aufgegeben
render-tower-defense-ended-timeout = deine Zeit lief in Runde { $round } ab
render-tower-defense-ended-abandon = in Runde { $round } abgebrochen
render-tower-defense-ended-cap = in Runde { $round } nach zu vielen Runden beendet
render-tower-defense-won = die Nacht ist vorbei, der Turm steht mit { $n } (Runde { $round })
render-tower-defense-fell = der Turm fiel in Runde { $round }
render-tower-defense-stuck = das Feld lässt sich nicht räumen (Runde { $round })
render-tower-defense-army =
    { $army ->
        [Left] Linkes Heer
        [Top] Oberes Heer
       *[Right] Rechtes Heer
    }
render-tower-defense-army-value =
    { $army ->
        [Left] Linkes Heer { $value }
        [Top] Oberes Heer { $value }
       *[Right] Rechtes Heer { $value }
    }
render-tower-defense-no-face-up = keine offene Karte
render-tower-defense-attacks = greift den Turm an
render-tower-defense-no-attack = greift nicht an
render-tower-defense-rear = hinten
render-tower-defense-front = vorn
render-tower-defense-tower-tag = Turm
render-tower-defense-fallen = gefallen
render-tower-defense-tower = Turm { $n } von { $cap }
render-tower-defense-tower-top = Turm { $n } von { $cap }, oben { $value }
render-tower-defense-discard-down = Wirf ab auf { $n } Karten
render-tower-defense-your-turn-action = Dein Zug: Aktion { $n } von { $limit }
render-tower-defense-your-turn = Dein Zug
render-tower-defense-figures-pass = Runde { $round } · Passen { $n }/{ $needed }
render-tower-defense-attack-none = Angriff jetzt: keiner
render-tower-defense-no-army-attacks = kein Heer greift den Turm an
render-tower-defense-attack-now = Angriff jetzt: { $total } gegen { $value }
render-tower-defense-would-fall = die Turmspitze würde fallen
render-tower-defense-would-hold = der Turm würde halten
render-tower-defense-advantages = Vorteile im Spiel
render-tower-defense-in-force = In Kraft
render-tower-defense-in-force-nothing = In Kraft: nichts
render-tower-defense-your-hand = Deine Hand ({ $n } von { $limit })
render-tower-defense-no-cards = keine Karten
render-tower-defense-face-down = verdeckt
render-tower-defense-alt-won = Spielende: Sieg in Runde { $round }, Turm { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }.
render-tower-defense-alt-lost = Spielende: Niederlage in Runde { $round }, Turm { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }.
render-tower-defense-alt-drop = Tower Defense, Runde { $round }: wirf ab auf { $n } Karten.
render-tower-defense-alt-turn = Tower Defense, Runde { $round }: du bist am Zug.
render-tower-defense-alt-tower = Turm { $n } von { $cap }.
render-tower-defense-alt-tower-top = Turm { $n } von { $cap }, oben { $top } mit Wert { $value }.
render-tower-defense-alt-army-blank =
    { $army ->
        [Left] Linkes Heer: vorn { $front }, hinten { $rear }; keine offene Karte.
        [Top] Oberes Heer: vorn { $front }, hinten { $rear }; keine offene Karte.
       *[Right] Rechtes Heer: vorn { $front }, hinten { $rear }; keine offene Karte.
    }
render-tower-defense-alt-army-attacks =
    { $army ->
        [Left] Linkes Heer: vorn { $front }, hinten { $rear }; Angriff { $value }, greift an.
        [Top] Oberes Heer: vorn { $front }, hinten { $rear }; Angriff { $value }, greift an.
       *[Right] Rechtes Heer: vorn { $front }, hinten { $rear }; Angriff { $value }, greift an.
    }
render-tower-defense-alt-army-holds =
    { $army ->
        [Left] Linkes Heer: vorn { $front }, hinten { $rear }; Angriff { $value }, greift nicht an.
        [Top] Oberes Heer: vorn { $front }, hinten { $rear }; Angriff { $value }, greift nicht an.
       *[Right] Rechtes Heer: vorn { $front }, hinten { $rear }; Angriff { $value }, greift nicht an.
    }
render-tower-defense-alt-attack-falls = Angriff jetzt { $total } gegen { $value }: die Turmspitze würde fallen.
render-tower-defense-alt-attack-holds = Angriff jetzt { $total } gegen { $value }: der Turm hält.
render-tower-defense-alt-hand = Hand { $n } von { $limit }: { $cards }.
render-tower-defense-alt-advantages = Vorteile: { $cards }.
render-tower-defense-alt-in-force = In Kraft: { $effects }.
render-tower-defense-alt-piles = Nachziehstapel { $deck }. Ablagestapel { $n }.
render-tower-defense-alt-piles-top = Nachziehstapel { $deck }. Ablagestapel { $n }, oben { $top }.

## Under Siege

render-under-siege-ask-reserve = { $name } darf eine Reserve anlegen
render-under-siege-ask-intercept = { $name } darf sie abschießen
render-under-siege-ask-remove = { $name } muss eine Bildkarte abgeben
render-under-siege-ask-fire = { $name } darf auf Bildkarten schießen
render-under-siege-ask-other = { $name } entscheidet
render-under-siege-you-reserve = Eine Reservekarte anlegen?
render-under-siege-you-intercept = Die durchbrechende Karte abschießen?
render-under-siege-you-remove = Gib eine Bildkarte ab
render-under-siege-you-fire = Auf Bildkarten schießen?
render-under-siege-you-deploy = Dein Zug: aufstellen
render-under-siege-deploying = { $name } stellt auf
render-under-siege-note-deploy = stellt gerade auf
render-under-siege-note-reserve = darf Reserve anlegen
render-under-siege-note-intercept = darf sie abschießen
render-under-siege-note-remove = verliert eine Bildkarte
render-under-siege-note-fire = darf eine Dame abfeuern
render-under-siege-note-other = entscheidet
render-under-siege-battle = Schlacht, Zug { $turn }
render-under-siege-battle-at = Schlacht, Zug { $turn }: Position { $position }
render-under-siege-shots = Schlacht von Zug { $turn } vorbei: Schüsse auf Bildkarten
render-under-siege-the-last-battle = Die letzte Schlacht
render-under-siege-no-battle = Es gab keine Schlacht
render-under-siege-front-lines = Zug { $turn }: die Frontlinien, verdeckt bis zur Schlacht
render-under-siege-last-battle = Letzte Schlacht (Zug { $turn })
render-under-siege-no-front-cards = Zug { $turn }: noch keine Frontkarten gelegt
render-under-siege-figures = Zug { $turn }/{ $total } · Stapel { $deck } · Tot { $dead }
render-under-siege-no-attrition = Ausdauer nicht gezählt
render-under-siege-attrition = Ausdauer { $n }
render-under-siege-role = { $role ->
        [defender] Verteidiger
       *[attacker] Angreifer
    }
render-under-siege-deployed = aufgestellt
render-under-siege-deploys-next = stellt als Nächstes auf
render-under-siege-lost-in-battle = { $n } in der Schlacht verloren
render-under-siege-hand = Hand { $n }
render-under-siege-all-placed = alles gelegt
render-under-siege-no-cards = keine Karten
render-under-siege-reserve = Reserve { $n }
render-under-siege-back-row = Hintere Reihe{ $more ->
        [0] {""}
       *[other] {" "}(+{ $more } weitere)
    }{ $jacks ->
        [0] {""}
       *[other] , Buben +{ $jacks }
    }{ $pills ->
        [yes] , Schaden auf Marken
       *[other] {""}
    }
render-under-siege-no-face-cards = keine Bildkarten
render-under-siege-through = durch
render-under-siege-ace = Ass
render-under-siege-stopped = gestoppt
render-under-siege-shot = geschossen
render-under-siege-taken-out = ausgeschaltet
render-under-siege-position-draw = { $n } unentsch.
render-under-siege-gold-frame = Goldrahmen: verdeckt, nur du siehst sie
render-under-siege-defender-first = Der Verteidiger stellt zuerst auf, dann der Angreifer
render-under-siege-alt-damage = Schaden { $n } von 10 durch { $shots }
render-under-siege-alt-loaded-with = geladen mit { $card }
render-under-siege-alt-loaded = geladen
render-under-siege-alt-placed-now = in diesem Zug gelegt
render-under-siege-alt-hand = Hand { $cards }
render-under-siege-alt-reserve = Reserve { $cards }
render-under-siege-alt-in-hand = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } auf der Hand
render-under-siege-alt-reserve-cards = { $n ->
        [one] { $n } Reservekarte
       *[other] { $n } Reservekarten
    }
render-under-siege-alt-back-row = hintere Reihe { $cards }
render-under-siege-alt-side = { $name } ({ $role }): { $parts }.
render-under-siege-alt-you = du
render-under-siege-alt-automaton = der Automat
render-under-siege-alt-them = der Gegner
render-under-siege-alt-face-down = verdeckt
render-under-siege-alt-card-face-down = { $card } verdeckt
render-under-siege-alt-position-now = { $n } (jetzt)
render-under-siege-alt-against = { $first } gegen { $second }
render-under-siege-alt-shot-with = { $what }, beschossen mit { $card }
render-under-siege-alt-over = Under Siege, Spielende: { $reason }
render-under-siege-alt-turn = Under Siege, Zug { $turn } von { $total }.
render-under-siege-alt-turn-status = Under Siege, Zug { $turn } von { $total }: { $status }.
render-under-siege-alt-turn-ask = Under Siege, Zug { $turn } von { $total }: { $status }
render-under-siege-alt-score = { $name } { $n }
render-under-siege-alt-score-lost = { $name } { $n } ({ $lost } in dieser Schlacht verloren)
render-under-siege-alt-attrition = Ausdauer: { $scores }.
render-under-siege-alt-line = { $caption }, Position für Position: { $slots }
render-under-siege-alt-piles = Nachziehstapel { $deck }, Totenstapel { $dead }.
render-under-siege-alt-latest = Zuletzt: { $line }

## An event's standings (render.standings)
render-standings-rank = Platz
render-standings-player = Spieler
render-standings-score = Punkte
render-standings-games = Partien
render-standings-on-fire = Siegesserie
render-standings-more =
    { $n ->
        [one] und { $n } weiterer Spieler
       *[other] und { $n } weitere Spieler
    }
render-standings-nobody = Noch niemand ist beigetreten.
render-standings-line =
    { $rank }. { $name }: { $score } ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
render-standings-line-on-fire = auf Siegesserie, Siege zählen doppelt
render-standings-line-more = { $line }; { $more }
