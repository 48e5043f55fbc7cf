### Tower Defense (engine/tower_defense): Beschreibung und Optionen, Knöpfe, Fragen, Protokoll,
### Stand, Ergebnis, Ablehnungen, wirksame Sonderkarten und die Begründungen der Tipps.

## Das Spiel in Menüs

tower-defense-summary = Solitär: Halte deinen Turm gegen drei feindliche Armeen, bis der Stapel leer ist.
tower-defense-one-player = Tower Defense ist ein Spiel für 1 Person.
tower-defense-act-hint = verteidige deinen Turm
tower-defense-wait-hint = Gerade gibt es für dich nichts zu tun.
tower-defense-option-havoc = Chaos: zwei Joker im Stapel schlagen zu, wo immer sie auftauchen
tower-defense-option-havoc-label = Chaos (Joker)
tower-defense-option-havoc-name = chaos
tower-defense-option-endless-night = Endlose Nacht: jeden Zug auf volle Hand ziehen; zweimal durch den Stapel
tower-defense-option-endless-night-label = Endlose Nacht
tower-defense-option-endless-night-name = endlose_nacht
tower-defense-option-total-victory = Totaler Sieg: Ist der Stapel leer, darf kein offener Feind übrig sein
tower-defense-option-total-victory-label = Totaler Sieg
tower-defense-option-total-victory-name = totaler_sieg
tower-defense-option-calm-first-round = Die Feinde rücken in Runde 1 nicht vor (ihre Fronten wurden gerade aufgedeckt)
tower-defense-option-calm-first-round-label = Ruhige erste Runde
tower-defense-option-calm-first-round-name = ruhige_erste_runde
tower-defense-option-three-actions = Höchstens 3 Aktionen pro Zug (Verteidigen, Reparieren, Sonderkarten)
tower-defense-option-three-actions-label = Drei Aktionen pro Zug
tower-defense-option-three-actions-name = drei_aktionen
tower-defense-option-free-trade = Der Handel des Buben darf beliebig oft pro Zug genutzt werden
tower-defense-option-free-trade-label = Unbegrenzter Handel
tower-defense-option-free-trade-name = unbegrenzter_handel
tower-defense-metric-tower = meiste verbliebene Turmkarten
tower-defense-metric-rounds = wenigste Runden bis zum Sieg
tower-defense-metric-survived = größter überlebter Teil der Nacht (%)

## Namen

tower-defense-name-missile = Geschoss
tower-defense-name-swap = Platztausch
tower-defense-name-fortify = Befestigung
tower-defense-name-reinforcement = Verstärkung
tower-defense-name-power = Macht
tower-defense-name-shield = Schild
tower-defense-name-revive = Wiederbelebung
tower-defense-name-trade = Handel
tower-defense-name-necromancer = Nekromant
tower-defense-name-warlord = Kriegsherr
tower-defense-name-banshee = Banshee
tower-defense-name-thief = Dieb
tower-defense-army-left = Armee links
tower-defense-army-top = Armee oben
tower-defense-army-right = Armee rechts
tower-defense-slot-lf = vorne links
tower-defense-slot-lr = hinten links
tower-defense-slot-tf = vorne oben
tower-defense-slot-tr = hinten oben
tower-defense-slot-rf = vorne rechts
tower-defense-slot-rr = hinten rechts
tower-defense-a-card = eine Karte
tower-defense-nothing = nichts
tower-defense-the-top-card = die oberste Karte
tower-defense-enemy = { $card } ({ $slot })
tower-defense-role = { $card } ({ $role })

## Knöpfe

tower-defense-verb-defend = Verteidigen
tower-defense-verb-repair = Reparieren
tower-defense-verb-missile = Geschoss (Ass)
tower-defense-verb-swap = Platztausch (König)
tower-defense-verb-fortify = Befestigung (Dame)
tower-defense-verb-reinforce = Verstärkung (Bube)
tower-defense-verb-advantage = Vorteil ausspielen
tower-defense-verb-trade = Handel (Bube)
tower-defense-verb-drop = Abwerfen
tower-defense-verb-end = Zug beenden
tower-defense-label-slot-empty = { $slot }: leer
tower-defense-label-slot-card = { $slot }: { $card }
tower-defense-label-slot-down = { $slot }: verdeckt
tower-defense-label-suit = { $suit ->
    [spades] Pik
    [hearts] Herz
    [diamonds] Karo
   *[clubs] Kreuz
  } vom Ablagestapel
tower-defense-label-pair = { $first } und { $second }
tower-defense-label-choose = Wählen

## Fragen

tower-defense-prompt-drop = Deine Hand darf jetzt nur { $limit ->
    [one] { $limit } Karte
   *[other] { $limit } Karten
  } halten: Welche Karte wirfst du ab? Noch { $left ->
    [one] { $left } Karte
   *[other] { $left } Karten
  }.
tower-defense-prompt-act = Wähle eine Aktion: verteidigen, reparieren, eine Sonderkarte spielen oder den Zug beenden.
tower-defense-prompt-defend-target = Gegen welchen offenen Feind verteidigst du?
tower-defense-prompt-defend-cards = Welche Karten wirfst du gegen { $enemy } ab? Wähle eine oder mehrere, die zusammen mindestens { $target } wert sind{ $values ->
    [shield] ; mit deinem Schild zählt jede Karte 1 mehr
    [shield-faces] ; mit deinem Schild zählt jede Karte 1 mehr, Buben, Damen und Könige 10
    [faces] ; Buben, Damen und Könige zählen 9
   *[none] {""}
  }.
tower-defense-placeholder-defend-cards = Karten im Wert von mindestens { $target } gegen { $enemy }
tower-defense-prompt-repair = Mit welcher Karte reparierst du den Turm?
tower-defense-prompt-special = Welche Karte spielst du?
tower-defense-prompt-missile = Welchen offenen Feind entfernst du?
tower-defense-prompt-swap = Welche zwei offenen Feinde tauschst du?
tower-defense-prompt-reinforce-suit = Eine Karte welcher Farbe nimmst du vom Ablagestapel?
tower-defense-prompt-reinforce-card = Welche Karte nimmst du vom Ablagestapel?
tower-defense-prompt-pay-colour = Mit welcher Karte derselben Farbe (rot oder schwarz) bezahlst du?
tower-defense-prompt-advantage = Welche Sonderkarte bringst du als Vorteil ins Spiel?
tower-defense-prompt-pay-suit = Mit welcher Karte derselben Farbe (Pik, Herz, Karo, Kreuz) bezahlst du?
tower-defense-prompt-trade = Welche Karte tauschst du gegen die oberste Karte des Nachziehstapels?
tower-defense-prompt-choose = Wähle.

## Die Züge des Spielers

tower-defense-describe-unknown = Ein Zug, den es in diesem Spiel nicht gibt.
tower-defense-describe-end = Du beendest deinen Zug.
tower-defense-describe-drop = Du wirfst { $card } ab, um das Limit des Diebs einzuhalten.
tower-defense-describe-defend = Du verteidigst dich gegen { $enemy } mit { $cards }.
tower-defense-describe-repair = Du reparierst den Turm mit { $card }, unter seinen anderen Karten.
tower-defense-describe-trade = Du tauschst { $card } gegen eine Karte vom Nachziehstapel.
tower-defense-describe-missile = Du feuerst ein Geschoss ({ $card }, bezahlt mit { $pay }) auf { $enemy }.
tower-defense-describe-swap = Du spielst Platztausch ({ $card }, bezahlt mit { $pay }): { $first } tauscht mit { $second }.
tower-defense-describe-fortify = Du spielst Befestigung ({ $card }, bezahlt mit { $pay }): { $top } kommt unter den Turm.
tower-defense-describe-fortify-alone = Du spielst Befestigung ({ $card }, bezahlt mit { $pay }): Der Turm hat nur { $top }, die Karte bleibt oben und nichts ändert sich.
tower-defense-describe-reinforce = Du rufst Verstärkung ({ $card }, bezahlt mit { $pay }) und holst { $taken } vom Ablagestapel zurück.
tower-defense-describe-advantage = Du bringst { $card } als { $advantage } ins Spiel, bezahlt mit { $pay }.

## Was geschah

tower-defense-event-setup = Der Turm wird aus { $tower ->
    [one] { $tower } Karte
   *[other] { $tower } Karten
  } gebaut, drei Armeen ziehen ins Feld und du ziehst { $hand ->
    [one] { $hand } Karte
   *[other] { $hand } Karten
  }.
tower-defense-event-round = Runde { $round } beginnt.
tower-defense-event-flip = Die Karte { $slot } wird aufgedeckt: { $card }.
tower-defense-event-advance = Die { $army } rückt vor: { $card } verlässt die Front auf den Ablagestapel und { $next } rückt von hinten nach.
tower-defense-event-forward = { $card } rückt von hinten an die leere Front der { $army } vor.
tower-defense-event-new = Die { $army } ist leer: Eine neue Frontkarte wird ausgeteilt.
tower-defense-event-rear = Eine neue Karte wird verdeckt hinter die { $army } gelegt.
tower-defense-event-none = Der Nachziehstapel ist leer: keine neue Karte für die { $army }.
tower-defense-event-joker-army = Ein Joker taucht { $slot } auf: Er verlässt das Spiel und { $known ->
    [yes] die oberste Turmkarte, { $card },
   *[other] die oberste Turmkarte
  } kommt unter den Nachziehstapel.
tower-defense-event-joker-tower = Ein Joker taucht oben auf dem Turm auf: Er verlässt das Spiel{ $known ->
    [yes] {" "}und die verdeckte Karte darunter kommt ungesehen unter den Nachziehstapel
   *[other] {""}
  }.
tower-defense-event-joker-hand = Du ziehst einen Joker: Er verlässt das Spiel, { $pile ->
    [yes] der Ablagestapel ({ $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }) wird in den Nachziehstapel gemischt
   *[other] der Nachziehstapel wird gemischt
  } und du ziehst noch einmal.
tower-defense-event-top = Die oberste Turmkarte ist jetzt { $card }.
tower-defense-event-necro-clear = Der Nekromant entfernt deine Vorteile: { $cards }.
tower-defense-event-revive-lost = Ohne Wiederbelebung hält der Turm höchstens 5 Karten: Seine oberste Karte, { $card }, kommt unter den Nachziehstapel.
tower-defense-event-thief = Ein Dieb ist aufgetaucht: Wirf { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  } aus deiner Hand ab.
tower-defense-event-limit = Der Barde liegt nicht mehr oben auf deinem Turm, daher darf deine Hand nur noch { $limit ->
    [one] { $limit } Karte
   *[other] { $limit } Karten
  } halten: Wirf { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  } ab.
tower-defense-event-draw = Du ziehst { $cards }.
tower-defense-event-draw-none = Der Nachziehstapel ist leer: Du ziehst nichts.
tower-defense-attack-army = die { $army } ({ $value })
tower-defense-event-attack = { $armies } { $count ->
    [one] greift
   *[other] greifen mit zusammen { $total }
  } die oberste Turmkarte { $top } ({ $against }) an: { $hit ->
    [yes] { $top } geht verloren und kommt unter den Nachziehstapel
   *[other] Der Turm hält
  }.
tower-defense-event-attack-none = In dieser Runde greift keine Armee den Turm an.
tower-defense-event-penalty = { $n ->
    [1] Eine Bildkarte war am Angriff beteiligt, daher kommt die oberste Karte des Ablagestapels unter den Nachziehstapel.
   *[other] Eine Bildkarte war am Angriff beteiligt, daher kommen die obersten { $n } Karten des Ablagestapels unter den Nachziehstapel.
  }
tower-defense-event-upkeep = { $n ->
    [1] Der Nekromant schickt die oberste Karte des Ablagestapels unter den Nachziehstapel.
   *[other] Der Nekromant schickt die obersten { $n } Karten des Ablagestapels unter den Nachziehstapel.
  }
tower-defense-event-deck-out = Der Nachziehstapel ist zum ersten Mal leer: Der Ablagestapel ({ $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }) wird zu einem neuen Nachziehstapel gemischt.
tower-defense-event-expire = Ungenutzte Verstärkung kommt am Ende des Zugs auf den Ablagestapel: { $cards }.

## Das Protokoll der eigenen Züge und des Spielendes

tower-defense-event-defend = Du hast { $card } ({ $slot }) mit { $cards } besiegt.
tower-defense-event-repair = Du hast den Turm mit { $card } repariert: Er hat jetzt { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }.
tower-defense-event-missile = Geschoss ({ $card }): { $target } { $slot } entfernt.
tower-defense-event-swap = Platztausch ({ $card }): { $first } und { $second } haben die Plätze getauscht ({ $first_slot }, { $second_slot }).
tower-defense-event-fortify = Befestigung ({ $card }): { $under } ist unter den Turm gewandert.
tower-defense-event-fortify-alone = Befestigung ({ $card }): Der Turm hat nur eine Karte, { $top }, und sie bleibt oben.
tower-defense-event-reinforce = Verstärkung ({ $card }): Du hast { $taken } vom Ablagestapel genommen.
tower-defense-event-advantage = { $card } ist als { $advantage } im Spiel.
tower-defense-event-trade = Du hast { $card } eingetauscht.
tower-defense-event-drop = Du hast { $card } für den Dieb abgeworfen.
tower-defense-event-end = Du hast deinen Zug beendet.
tower-defense-event-win = Der Morgen bricht an: Der Nachziehstapel ist aufgebraucht und der Turm steht mit { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }.
tower-defense-event-loss = Der Turm ist in Runde { $round } gefallen.
tower-defense-event-stalemate = In Runde { $round } stand die Nacht still: Feinde auf dem Feld und kein Zug mehr möglich.
tower-defense-event-resign = Du hast in Runde { $round } aufgegeben.
tower-defense-event-timeout = Dir ist in Runde { $round } die Zeit ausgegangen.
tower-defense-event-abandon = In Runde { $round } abgebrochen.
tower-defense-event-cap = Das Spiel wurde nach Runde { $round } gestoppt.
tower-defense-event-unknown = Der Tisch hat sich verändert.

## Wie das Spiel endete

tower-defense-reason-win = Du gewinnst: Der Nachziehstapel ist aufgebraucht{ $total ->
    [yes] {" "}und kein Feind liegt mehr offen
   *[other] {""}
  }, und dein Turm steht noch mit { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }.
tower-defense-reason-resign = Du hast aufgegeben.
tower-defense-reason-timeout = Dir ist die Zeit ausgegangen, damit hast du verloren.
tower-defense-reason-abandon = Abgebrochen: Niemand hat gespielt.
tower-defense-reason-cap = Das Spiel hat viel zu lange gedauert und wurde gestoppt.
tower-defense-reason-stalemate = Du verlierst: Der Nachziehstapel ist leer, Feinde stehen noch und es kann nichts mehr geschehen, also ist der Totale Sieg außer Reichweite.
tower-defense-reason-loss = Du verlierst: Die letzte Karte deines Turms ist in Runde { $round } gefallen.

## Stand

tower-defense-status-round = Runde { $round }
tower-defense-status-tower = Turm { $n } von { $cap }
tower-defense-status-hand = Hand { $n } von { $limit }
tower-defense-status-deck = Stapel { $n }
tower-defense-status-discard = Ablagestapel { $n }
tower-defense-status-pass = Stapeldurchgang { $n } von 2
tower-defense-status-actions = Aktionen { $n } von 3

## Wirksame Sonderkarten

tower-defense-force-necromancer = Nekromant: keine Sonderkarten
tower-defense-force-wizard = Zauberer hebt den Nekromanten auf
tower-defense-force-warlord = Kriegsherr: Feinde +{ $n }
tower-defense-force-banshee = Banshee: offene hintere Karten +{ $n }
tower-defense-force-thief = Dieb: Handlimit 4{ $bard ->
    [yes] , kein Barde
   *[other] {""}
  }
tower-defense-force-knight = Ritter: Feinde -1
tower-defense-force-bard = Barde: Handlimit 7, 2 ziehen
tower-defense-force-traitor = Verräter: stärkste { $colour ->
    [black] schwarze
   *[red] rote
  } Front unangreifbar
tower-defense-force-power = Macht: mit Rot und Schwarz verteidigen
tower-defense-force-shield = Schild: verteidigende Karten +1
tower-defense-force-revive = Wiederbelebung: reparieren mit 1 oder 2 Abstand, Turm 6
tower-defense-force-trade = Handel: eine Handkarte gegen eine neue

## Warum ein Zug abgelehnt wird

tower-defense-illegal-drop-first = Wirf zuerst auf dein Handlimit von { $limit ->
    [one] { $limit } Karte
   *[other] { $limit } Karten
  } ab.
tower-defense-illegal-drop-card = Wirf eine Karte aus deiner Hand ab.
tower-defense-illegal-not-a-move = Das ist kein Zug in diesem Spiel.
tower-defense-illegal-no-drop = Gerade musst du nichts abwerfen.
tower-defense-illegal-budget = Du hast deine 3 Aktionen in diesem Zug verbraucht: Beende den Zug.
tower-defense-illegal-not-in-hand = { $card } ist nicht in deiner Hand.
tower-defense-illegal-necromancer = Ein Nekromant liegt offen: Es dürfen keine Sonderkarten gespielt werden.
tower-defense-illegal-tower-full = Der Turm hat schon { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }.
tower-defense-illegal-repair = Eine Reparaturkarte muss die Farbe (rot oder schwarz) der obersten Karte haben und im Wert { $revive ->
    [yes] 1 oder 2
   *[other] genau 1
  } davon entfernt sein.
tower-defense-illegal-trade-none = Handel braucht einen Buben, der als Vorteil im Spiel ist.
tower-defense-illegal-trade-empty = Der Nachziehstapel ist leer: Es gibt nichts zum Eintauschen.
tower-defense-illegal-trade-done = Du hast in diesem Zug schon gehandelt.
tower-defense-illegal-advantages-full = Es sind schon zwei Vorteile im Spiel.
tower-defense-illegal-advantage = Ein Vorteil ist eine Sonderkarte, bezahlt mit einer anderen Karte ihrer Farbe (Pik, Herz, Karo, Kreuz), jede Art nur einmal.
tower-defense-illegal-not-special = Nur Bube, Dame, König oder Ass werden als Sonderkarte gespielt.
tower-defense-illegal-wrong-special = { $card } wird sofort als { $played } gespielt, nicht als { $wanted }.
tower-defense-illegal-pay-colour = Eine sofort gespielte Sonderkarte wird mit einer anderen Karte ihrer Farbe (rot oder schwarz) bezahlt.
tower-defense-illegal-reinforce = { $card } liegt nicht auf dem Ablagestapel.
tower-defense-illegal-swap = Tausche zwei verschiedene offene Feinde.
tower-defense-illegal-missile = Das Geschoss braucht einen offenen Feind, den es entfernen kann.
tower-defense-illegal-defend-face-down = Verteidige dich gegen eine offene Feindkarte.
tower-defense-illegal-traitor = Der Verräter oben auf deinem Turm verbietet, dich gegen { $card } zu verteidigen.
tower-defense-illegal-hand-order = Nenne die Karten in der Reihenfolge, in der sie in deiner Hand sind.
tower-defense-illegal-ace = Ein Ass kann nicht zur Verteidigung genutzt werden.
tower-defense-illegal-colour = Gegen { $enemy } verteidigst du nur mit { $colour ->
    [black] schwarzen
   *[red] roten
  } Karten, und { $card } ist nicht { $colour ->
    [black] schwarz
   *[red] rot
  }.
tower-defense-illegal-too-weak = Diese Karten sind { $total } wert{ $shield ->
    [yes] {" "}mit deinem Schild
   *[other] {""}
  }; { $enemy } braucht { $need } oder mehr. Wähle mehr oder stärkere Karten.

## Knöpfe für ganze Züge

tower-defense-action-drop = { $card } abwerfen
tower-defense-action-defend = { $enemy } ({ $slot }) besiegen mit { $cards }
tower-defense-action-defend-short = { $enemy } besiegen mit { $cards }
tower-defense-action-defend-shortest = Besiegen mit { $cards }
tower-defense-action-repair = Mit { $card } reparieren (Turm { $n } auf { $next })
tower-defense-action-trade = { $card } gegen die oberste Karte des Nachziehstapels tauschen
tower-defense-action-missile = Geschoss: { $enemy } { $slot } entfernen, zahle { $pay }
tower-defense-action-missile-short = Geschoss: { $enemy } ({ $slot }) entfernen, zahle { $pay }
tower-defense-action-swap = Platztausch: { $first } ({ $first_slot }) und { $second } ({ $second_slot }), zahle { $pay }
tower-defense-action-fortify = Befestigung: { $top } kommt unter den Turm, zahle { $pay }
tower-defense-action-fortify-alone = Befestigung: ändert nichts (Turm mit einer Karte), zahle { $pay }
tower-defense-action-reinforce = Verstärkung: { $card } vom Ablagestapel nehmen, zahle { $pay }
tower-defense-action-reinforce-short = Verstärkung: { $card } von der Ablage nehmen, zahle { $pay }
tower-defense-action-advantage = Vorteil { $advantage } ({ $card }), zahle { $pay }
tower-defense-action-end-quiet = Zug beenden: keine Armee greift an
tower-defense-action-end-breach = Zug beenden: Der Angriff ({ $total } gegen { $against }) nimmt die oberste Turmkarte
tower-defense-action-end-holds = Zug beenden: Der Turm hält ({ $total } gegen { $against })

## Tipps: warum dieser Zug

tower-defense-why-tail-won = ; dieser Zug gewann { $won } von { $played } Testpartien
tower-defense-why-tail-closest = ; in seinen { $played } Testpartien kam dieser Zug einem Sieg am nächsten
tower-defense-why-saves = { $kind ->
    [missile] Ein Geschoss auf { $card } ({ $slot })
   *[defend] { $card } ({ $slot }) zu besiegen
  } rettet die oberste Karte deines Turms: Die Armeen würden mit { $total } gegen ihren Wert von { $value } angreifen, ohne diesen Feind mit { $after }{ $tail }.
tower-defense-why-sooner = Dein Turm hält diese Runde so oder so, und { $kind ->
    [missile] ein Geschoss auf { $card } ({ $slot })
   *[defend] { $card } ({ $slot }) zu besiegen
  } holt die nächste Feindkarte früher aus dem Stapel, sodass die Nacht früher endet{ $tail }.
tower-defense-why-lowers = { $kind ->
    [missile] Ein Geschoss auf { $card } ({ $slot })
   *[defend] { $card } ({ $slot }) zu besiegen
  } senkt den Angriff dieser Runde von { $total } auf { $after }, gegen die oberste Karte deines Turms (Wert { $value }){ $tail }.
tower-defense-why-same = { $kind ->
    [missile] Ein Geschoss auf { $card } ({ $slot })
   *[defend] { $card } ({ $slot }) zu besiegen
  } lässt den Angriff dieser Runde bei { $total }, holt aber die nächste Feindkarte früher aus dem Stapel, sodass die Nacht früher endet{ $tail }.
tower-defense-why-raises = { $kind ->
    [missile] Ein Geschoss auf { $card } ({ $slot })
   *[defend] { $card } ({ $slot }) zu besiegen
  } lässt eine andere Karte ihre Armee anführen (der Angriff dieser Runde geht von { $total } auf { $after }, gegen die oberste Karte deines Turms, Wert { $value }) und holt die nächste Feindkarte früher aus dem Stapel{ $tail }.
tower-defense-why-repair = Mit { $card } zu reparieren legt die Karte unter deinen Turm ({ $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  } auf { $next }): ein Treffer mehr, den der Turm einstecken kann{ $tail }.
tower-defense-why-end-quiet = In dieser Runde greift keine Armee an, also behältst du deine Karten für später, wenn du den Zug beendest{ $tail }.
tower-defense-why-end-short = Der Angriff von { $total } reicht nicht an die oberste Karte deines Turms (Wert { $value }) heran, also behältst du deine Karten für später, wenn du den Zug beendest{ $tail }.
tower-defense-why-end-breach = Der Angriff von { $total } wird die oberste Karte deines Turms (Wert { $value }) nehmen, aber die Karten für spätere Züge aufzuheben hat besser abgeschnitten, als sie jetzt auszugeben{ $tail }.
tower-defense-why-advantage = { $card } als { $kind ->
    [power] Macht im Spiel zu halten, damit jede Farbe verteidigen kann,
    [shield] Schild im Spiel zu halten, damit jede verteidigende Karte 1 mehr zählt,
    [revive] Wiederbelebung im Spiel zu halten, damit Reparaturen 1 oder 2 entfernt sein dürfen und der Turm 6 Karten hält,
   *[trade] Handel im Spiel zu halten, damit du jeden Zug eine Karte gegen eine neue tauschen kannst,
  } hilft in jedem kommenden Zug{ $tail }.
tower-defense-why-drop = { $card } ist die Karte, auf die du am ehesten verzichten kannst{ $tail }.
tower-defense-why-fortify = Die Befestigung schickt { $card } unter deinen Turm und deckt eine neue oberste Karte auf{ $tail }.
tower-defense-why-fortify-alone = Befestigung auf einem Turm mit einer Karte ändert nichts, legt aber die Dame und ihre Bezahlung auf den Ablagestapel{ $tail }.
tower-defense-why-reinforce = { $card } vom Ablagestapel zurückzuholen gibt dir die Karte, die du brauchst{ $tail }.
