## Tischbilder (render/): die Zeilen neben einem Bild (Fakten) und sein Alternativtext; das Bild selbst enthält keine Wörter.

## Gemeinsame Wörter

render-you = Du
render-gold-frame = Ein Goldrahmen zeigt eine noch verdeckte Karte, die nur du siehst.
render-empty = leer
render-none = keine
render-deck-n = Stapel { $n }

## Die Eigenschaften von Deck Defence

render-card-sword = Schwert
render-card-fire = Feuer
render-card-forest = Wald

## Defend and Capture

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
render-defend-and-capture-fact-captured = Bisher erobert: { $low } mit Rang 1 bis 9, { $high } mit Rang 10.
render-defend-and-capture-fact-hand =
    { $n ->
        [one] Hand: { $n } Karte, jeden Zug auf { $target } nachgezogen.
       *[other] Hand: { $n } Karten, jeden Zug auf { $target } nachgezogen.
    }
render-defend-and-capture-fact-left = Links: das Schlachtfeld, darunter die Verteidigungsreihe, daneben die Flankenspalte und in ihrer Ecke der Nachziehstapel.
render-defend-and-capture-fact-right = Rechts von oben nach unten: die Hand, Erobert (grüner Balken), Beschädigt (roter Balken) und die Ablage.

## Deck Defence

render-deck-defence-title-classic = Deck Defence Klassik
render-deck-defence-defeated-of = Besiegt { $n }/{ $total }
render-deck-defence-final-score = Endpunktzahl: { $score }
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
render-deck-defence-fact-rows = Mitte, von oben nach unten: der Fangbereich, der Hauptbereich und die Handstapel, jeweils von links mit 1 bis 3 nummeriert.
render-deck-defence-fact-columns =
    { $classic ->
        [yes] Links, von oben nach unten: der Nachziehstapel, seine bekannten obersten Karten, der Ablagestapel und die aufgedeckten Karten. Rechts: die besiegten Feinde.
       *[other] Links, von oben nach unten: der Nachziehstapel, seine bekannten obersten Karten und der Ablagestapel. Rechts: die besiegten Feinde.
    }

## Capture

render-capture-and = { $first } und { $second }
render-capture-status-round = { $status } ({ $kind })
render-capture-column = Spalte { $n }
render-capture-reveal-fate = { $where }: { $fate } ({ $reason })
render-capture-reveal-took =
    { $own ->
        [yes] { $where }: { $name } nimmst { $n } ({ $reason })
       *[other] { $where }: { $name } nimmt { $n } ({ $reason })
    }
render-capture-turned-up = { $line }; aufgedeckt: { $cards }
render-capture-aces-flexible = Asse zählen hoch oder niedrig
render-capture-aces-set = Asse: nur ein Satz gewinnt sie
render-capture-uncaptured = { $n } Karten in unentschiedenen Spalten: niemand erobert sie
render-capture-reveal-title = Aufdecken in Runde { $n }
render-capture-last-round = letzte Runde
render-capture-short-round = kurze Runde
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
# $where: "top" oder "bottom" im Bild; $own: "yes" für den eigenen Platz; $dealer: "yes" für den Geber.
render-capture-fact-side =
    { $where ->
        [top] Oben
       *[bottom] Unten
    }: { $own ->
        [yes] du
       *[other] { $name }
    }{ $dealer ->
        [yes] {" "}(Geber)
       *[other] {""}
    }, { $n ->
        [one] { $n } Karte erobert
       *[other] { $n } Karten erobert
    }.
render-capture-fact-carried = Ein goldener Punkt neben der Nummer einer Spalte für jede Runde, in der sie übertragen wurde.
render-capture-fact-layout = Die Spalten 1 bis 5 laufen quer durch die Mitte, die Karten jeder Seite wachsen von ihr weg; rechts liegen die eroberten Karten jeder Seite auf ihrer Höhe, dazwischen der Nachziehstapel.

## Tower Defense

render-tower-defense-figures-pass = Runde { $round } · Passen { $n }/{ $needed }
render-tower-defense-attack-none = Angriff jetzt: keiner
render-tower-defense-your-hand = Deine Hand ({ $n } von { $limit })
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
render-tower-defense-fact-board = Der Turm steht in der Mitte, darunter seine Höhe und seine Obergrenze; das linke, obere und rechte Heer stehen um ihn herum, die hinteren Karten ganz außen; der Angriff jedes Heeres liegt auf seiner vorderen Karte, in Gold, wenn es den Turm angreift.
render-tower-defense-fact-edges = Oben links: der Nachziehstapel und der Ablagestapel. Rechts: die Vorteile im Spiel. Unten: deine Hand.

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
render-under-siege-battle = Schlacht, Zug { $turn }
render-under-siege-battle-at = Schlacht, Zug { $turn }: Position { $position }
render-under-siege-shots = Schlacht von Zug { $turn } vorbei: Schüsse auf Bildkarten
render-under-siege-the-last-battle = Die letzte Schlacht
render-under-siege-no-battle = Es gab keine Schlacht
render-under-siege-front-lines = Zug { $turn }: die Frontlinien, verdeckt bis zur Schlacht
render-under-siege-last-battle = Letzte Schlacht (Zug { $turn })
render-under-siege-no-front-cards = Zug { $turn }: noch keine Frontkarten gelegt
render-under-siege-figures = Zug { $turn }/{ $total } · Stapel { $deck } · Tot { $dead }
render-under-siege-role = { $role ->
        [defender] Verteidiger
       *[attacker] Angreifer
    }
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
# $where: "top" oder "bottom" im Bild; $own: "yes" für die eigene Seite; $role: "defender" oder "attacker".
render-under-siege-fact-side =
    { $where ->
        [top] Oben
       *[bottom] Unten
    }: { $own ->
        [yes] du
       *[other] { $name }
    } als { $role ->
        [defender] Verteidiger
       *[attacker] Angreifer
    }.
render-under-siege-fact-results = Ergebnisse nach Position: { $results }.
render-under-siege-fact-layout = Jede Seite von links nach rechts: ihre Ausdauer, Hand, Reserve und Nachhut (Schaden auf den Bildkarten); zwischen den Seiten die Frontlinie Position für Position, die Summe jeder Seite neben ihrer Karte.

## An event's standings (render.standings)
render-standings-nobody = Noch niemand ist beigetreten.
render-standings-line =
    { $rank }. { $name }: { $score } ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
render-standings-line-on-fire = auf Siegesserie, Siege zählen doppelt
render-standings-line-more = { $line }; { $more }
