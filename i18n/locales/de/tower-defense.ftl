### Tower Defense (engine/tower_defense): Beschreibung und Optionen, Knöpfe, Fragen, Protokoll,
### Stand, Ergebnis, Ablehnungen, wirksame Sonderkarten und die Begründungen der Tipps.

## Das Spiel in Menüs

td-summary = Solitär: Halte deinen Turm gegen drei feindliche Armeen, bis der Stapel leer ist.
td-one-player = Tower Defense ist ein Spiel für 1 Person.
td-act-hint = verteidige deinen Turm
td-wait-hint = Gerade gibt es für dich nichts zu tun.
td-option-havoc = Chaos: zwei Joker im Stapel schlagen zu, wo immer sie auftauchen
td-option-havoc-label = Chaos (Joker)
td-option-havoc-name = chaos
td-option-endless-night = Endlose Nacht: jeden Zug auf volle Hand ziehen; zweimal durch den Stapel
td-option-endless-night-label = Endlose Nacht
td-option-endless-night-name = endlose_nacht
td-option-total-victory = Totaler Sieg: Ist der Stapel leer, darf kein offener Feind übrig sein
td-option-total-victory-label = Totaler Sieg
td-option-total-victory-name = totaler_sieg
td-option-calm-first-round = Die Feinde rücken in Runde 1 nicht vor (ihre Fronten wurden gerade aufgedeckt)
td-option-calm-first-round-label = Ruhige erste Runde
td-option-calm-first-round-name = ruhige_erste_runde
td-option-three-actions = Höchstens 3 Aktionen pro Zug (Verteidigen, Reparieren, Sonderkarten)
td-option-three-actions-label = Drei Aktionen pro Zug
td-option-three-actions-name = drei_aktionen
td-option-free-trade = Der Handel des Buben darf beliebig oft pro Zug genutzt werden
td-option-free-trade-label = Unbegrenzter Handel
td-option-free-trade-name = unbegrenzter_handel
td-metric-tower = meiste verbliebene Turmkarten
td-metric-rounds = wenigste Runden bis zum Sieg
td-metric-survived = größter überlebter Teil der Nacht (%)

## Namen

td-name-missile = Geschoss
td-name-swap = Platztausch
td-name-fortify = Befestigung
td-name-reinforcement = Verstärkung
td-name-power = Macht
td-name-shield = Schild
td-name-revive = Wiederbelebung
td-name-trade = Handel
td-name-necromancer = Nekromant
td-name-warlord = Kriegsherr
td-name-banshee = Banshee
td-name-thief = Dieb
td-army-left = Armee links
td-army-top = Armee oben
td-army-right = Armee rechts
td-slot-lf = vorne links
td-slot-lr = hinten links
td-slot-tf = vorne oben
td-slot-tr = hinten oben
td-slot-rf = vorne rechts
td-slot-rr = hinten rechts
td-a-card = eine Karte
td-nothing = nichts
td-the-top-card = die oberste Karte
td-enemy = { $card } ({ $slot })
td-role = { $card } ({ $role })

## Knöpfe

td-verb-defend = Verteidigen
td-verb-repair = Reparieren
td-verb-missile = Geschoss (Ass)
td-verb-swap = Platztausch (König)
td-verb-fortify = Befestigung (Dame)
td-verb-reinforce = Verstärkung (Bube)
td-verb-advantage = Vorteil ausspielen
td-verb-trade = Handel (Bube)
td-verb-drop = Abwerfen
td-verb-end = Zug beenden
td-label-slot-empty = { $slot }: leer
td-label-slot-card = { $slot }: { $card }
td-label-slot-down = { $slot }: verdeckt
td-label-suit = { $suit ->
    [spades] Pik
    [hearts] Herz
    [diamonds] Karo
   *[clubs] Kreuz
  } vom Ablagestapel
td-label-pair = { $first } und { $second }
td-label-choose = Wählen

## Fragen

td-prompt-drop = Deine Hand darf jetzt nur { $limit ->
    [one] { $limit } Karte
   *[other] { $limit } Karten
  } halten: Welche Karte wirfst du ab? Noch { $left ->
    [one] { $left } Karte
   *[other] { $left } Karten
  }.
td-prompt-act = Wähle eine Aktion: verteidigen, reparieren, eine Sonderkarte spielen oder den Zug beenden.
td-prompt-defend-target = Gegen welchen offenen Feind verteidigst du?
td-prompt-defend-cards = Welche Karten wirfst du gegen { $enemy } ab? Wähle eine oder mehrere, die zusammen mindestens { $target } wert sind{ $values ->
    [shield] ; mit deinem Schild zählt jede Karte 1 mehr
    [shield-faces] ; mit deinem Schild zählt jede Karte 1 mehr, Buben, Damen und Könige 10
    [faces] ; Buben, Damen und Könige zählen 9
   *[none] {""}
  }.
td-prompt-repair = Mit welcher Karte reparierst du den Turm?
td-prompt-special = Welche Karte spielst du?
td-prompt-missile = Welchen offenen Feind entfernst du?
td-prompt-swap = Welche zwei offenen Feinde tauschst du?
td-prompt-reinforce-suit = Eine Karte welcher Farbe nimmst du vom Ablagestapel?
td-prompt-reinforce-card = Welche Karte nimmst du vom Ablagestapel?
td-prompt-pay-colour = Mit welcher Karte derselben Farbe (rot oder schwarz) bezahlst du?
td-prompt-advantage = Welche Sonderkarte bringst du als Vorteil ins Spiel?
td-prompt-pay-suit = Mit welcher Karte derselben Farbe (Pik, Herz, Karo, Kreuz) bezahlst du?
td-prompt-trade = Welche Karte tauschst du gegen die oberste Karte des Nachziehstapels?
td-prompt-choose = Wähle.

## Die Züge des Spielers

td-describe-unknown = Ein Zug, den es in diesem Spiel nicht gibt.
td-describe-end = Du beendest deinen Zug.
td-describe-drop = Du wirfst { $card } ab, um das Limit des Diebs einzuhalten.
td-describe-defend = Du verteidigst dich gegen { $enemy } mit { $cards }.
td-describe-repair = Du reparierst den Turm mit { $card }, unter seinen anderen Karten.
td-describe-trade = Du tauschst { $card } gegen eine Karte vom Nachziehstapel.
td-describe-missile = Du feuerst ein Geschoss ({ $card }, bezahlt mit { $pay }) auf { $enemy }.
td-describe-swap = Du spielst Platztausch ({ $card }, bezahlt mit { $pay }): { $first } tauscht mit { $second }.
td-describe-fortify = Du spielst Befestigung ({ $card }, bezahlt mit { $pay }): { $top } kommt unter den Turm.
td-describe-fortify-alone = Du spielst Befestigung ({ $card }, bezahlt mit { $pay }): Der Turm hat nur { $top }, die Karte bleibt oben und nichts ändert sich.
td-describe-reinforce = Du rufst Verstärkung ({ $card }, bezahlt mit { $pay }) und holst { $taken } vom Ablagestapel zurück.
td-describe-advantage = Du bringst { $card } als { $advantage } ins Spiel, bezahlt mit { $pay }.

## Was geschah

td-event-setup = Der Turm wird aus { $tower ->
    [one] { $tower } Karte
   *[other] { $tower } Karten
  } gebaut, drei Armeen ziehen ins Feld und du ziehst { $hand ->
    [one] { $hand } Karte
   *[other] { $hand } Karten
  }.
td-event-round = Runde { $round } beginnt.
td-event-flip = Die Karte { $slot } wird aufgedeckt: { $card }.
td-event-advance = Die { $army } rückt vor: { $card } verlässt die Front auf den Ablagestapel und { $next } rückt von hinten nach.
td-event-forward = { $card } rückt von hinten an die leere Front der { $army } vor.
td-event-new = Die { $army } ist leer: Eine neue Frontkarte wird ausgeteilt.
td-event-rear = Eine neue Karte wird verdeckt hinter die { $army } gelegt.
td-event-none = Der Nachziehstapel ist leer: keine neue Karte für die { $army }.
td-event-joker-army = Ein Joker taucht { $slot } auf: Er verlässt das Spiel und { $known ->
    [yes] die oberste Turmkarte, { $card },
   *[other] die oberste Turmkarte
  } kommt unter den Nachziehstapel.
td-event-joker-tower = Ein Joker taucht oben auf dem Turm auf: Er verlässt das Spiel{ $known ->
    [yes] {" "}und die verdeckte Karte darunter kommt ungesehen unter den Nachziehstapel
   *[other] {""}
  }.
td-event-joker-hand = Du ziehst einen Joker: Er verlässt das Spiel, { $pile ->
    [yes] der Ablagestapel ({ $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }) wird in den Nachziehstapel gemischt
   *[other] der Nachziehstapel wird gemischt
  } und du ziehst noch einmal.
td-event-top = Die oberste Turmkarte ist jetzt { $card }.
td-event-necro-clear = Der Nekromant entfernt deine Vorteile: { $cards }.
td-event-revive-lost = Ohne Wiederbelebung hält der Turm höchstens 5 Karten: Seine oberste Karte, { $card }, kommt unter den Nachziehstapel.
td-event-thief = Ein Dieb ist aufgetaucht: Wirf { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  } aus deiner Hand ab.
td-event-limit = Der Barde liegt nicht mehr oben auf deinem Turm, daher darf deine Hand nur noch { $limit ->
    [one] { $limit } Karte
   *[other] { $limit } Karten
  } halten: Wirf { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  } ab.
td-event-draw = Du ziehst { $cards }.
td-event-draw-none = Der Nachziehstapel ist leer: Du ziehst nichts.
td-attack-army = die { $army } ({ $value })
td-event-attack = { $armies } { $count ->
    [one] greift
   *[other] greifen mit zusammen { $total }
  } die oberste Turmkarte { $top } ({ $against }) an: { $hit ->
    [yes] { $top } geht verloren und kommt unter den Nachziehstapel
   *[other] Der Turm hält
  }.
td-event-attack-none = In dieser Runde greift keine Armee den Turm an.
td-event-penalty = { $n ->
    [one] Eine Bildkarte war am Angriff beteiligt, daher kommt die oberste Karte des Ablagestapels unter den Nachziehstapel.
   *[other] Eine Bildkarte war am Angriff beteiligt, daher kommen die obersten { $n } Karten des Ablagestapels unter den Nachziehstapel.
  }
td-event-upkeep = { $n ->
    [one] Der Nekromant schickt die oberste Karte des Ablagestapels unter den Nachziehstapel.
   *[other] Der Nekromant schickt die obersten { $n } Karten des Ablagestapels unter den Nachziehstapel.
  }
td-event-deck-out = Der Nachziehstapel ist zum ersten Mal leer: Der Ablagestapel ({ $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }) wird zu einem neuen Nachziehstapel gemischt.
td-event-expire = Ungenutzte Verstärkung kommt am Ende des Zugs auf den Ablagestapel: { $cards }.

## Das Protokoll der eigenen Züge und des Spielendes

td-echo-defend = Du hast { $card } ({ $slot }) mit { $cards } besiegt.
td-echo-repair = Du hast den Turm mit { $card } repariert: Er hat jetzt { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }.
td-echo-missile = Geschoss ({ $card }): { $target } { $slot } entfernt.
td-echo-swap = Platztausch ({ $card }): { $first } und { $second } haben die Plätze getauscht ({ $first_slot }, { $second_slot }).
td-echo-fortify = Befestigung ({ $card }): { $under } ist unter den Turm gewandert.
td-echo-fortify-alone = Befestigung ({ $card }): Der Turm hat nur eine Karte, { $top }, und sie bleibt oben.
td-echo-reinforce = Verstärkung ({ $card }): Du hast { $taken } vom Ablagestapel genommen.
td-echo-advantage = { $card } ist als { $advantage } im Spiel.
td-echo-trade = Du hast { $card } eingetauscht.
td-echo-drop = Du hast { $card } für den Dieb abgeworfen.
td-echo-end = Du hast deinen Zug beendet.
td-echo-win = Der Morgen bricht an: Der Nachziehstapel ist aufgebraucht und der Turm steht mit { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }.
td-echo-loss = Der Turm ist in Runde { $round } gefallen.
td-echo-stalemate = In Runde { $round } stand die Nacht still: Feinde auf dem Feld und kein Zug mehr möglich.
td-echo-resign = Du hast in Runde { $round } aufgegeben.
td-echo-timeout = Dir ist in Runde { $round } die Zeit ausgegangen.
td-echo-abandon = In Runde { $round } abgebrochen.
td-echo-cap = Das Spiel wurde nach Runde { $round } gestoppt.
td-echo-unknown = Der Tisch hat sich verändert.

## Wie das Spiel endete

td-reason-win = Du gewinnst: Der Nachziehstapel ist aufgebraucht{ $total ->
    [yes] {" "}und kein Feind liegt mehr offen
   *[other] {""}
  }, und dein Turm steht noch mit { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }.
td-reason-resign = Du hast aufgegeben.
td-reason-timeout = Dir ist die Zeit ausgegangen, damit hast du verloren.
td-reason-abandon = Abgebrochen: Niemand hat gespielt.
td-reason-cap = Das Spiel hat viel zu lange gedauert und wurde gestoppt.
td-reason-stalemate = Du verlierst: Der Nachziehstapel ist leer, Feinde stehen noch und es kann nichts mehr geschehen, also ist der Totale Sieg außer Reichweite.
td-reason-loss = Du verlierst: Die letzte Karte deines Turms ist in Runde { $round } gefallen.

## Stand

td-status-round = Runde { $round }
td-status-tower = Turm { $n } von { $cap }
td-status-hand = Hand { $n } von { $limit }
td-status-deck = Stapel { $n }
td-status-discard = Ablagestapel { $n }
td-status-pass = Stapeldurchgang { $n } von 2
td-status-actions = Aktionen { $n } von 3

## Wirksame Sonderkarten

td-force-necromancer = Nekromant: keine Sonderkarten
td-force-wizard = Zauberer hebt den Nekromanten auf
td-force-warlord = Kriegsherr: Feinde +{ $n }
td-force-banshee = Banshee: offene hintere Karten +{ $n }
td-force-thief = Dieb: Handlimit 4{ $bard ->
    [yes] , kein Barde
   *[other] {""}
  }
td-force-knight = Ritter: Feinde -1
td-force-bard = Barde: Handlimit 7, 2 ziehen
td-force-traitor = Verräter: stärkste { $colour ->
    [black] schwarze
   *[red] rote
  } Front unangreifbar
td-force-power = Macht: mit Rot und Schwarz verteidigen
td-force-shield = Schild: verteidigende Karten +1
td-force-revive = Wiederbelebung: reparieren mit 1 oder 2 Abstand, Turm 6
td-force-trade = Handel: eine Handkarte gegen eine neue

## Warum ein Zug abgelehnt wird

td-illegal-drop-first = Wirf zuerst auf dein Handlimit von { $limit ->
    [one] { $limit } Karte
   *[other] { $limit } Karten
  } ab.
td-illegal-drop-card = Wirf eine Karte aus deiner Hand ab.
td-illegal-not-a-move = Das ist kein Zug in diesem Spiel.
td-illegal-no-drop = Gerade musst du nichts abwerfen.
td-illegal-budget = Du hast deine 3 Aktionen in diesem Zug verbraucht: Beende den Zug.
td-illegal-not-in-hand = { $card } ist nicht in deiner Hand.
td-illegal-necromancer = Ein Nekromant liegt offen: Es dürfen keine Sonderkarten gespielt werden.
td-illegal-tower-full = Der Turm hat schon { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }.
td-illegal-repair = Eine Reparaturkarte muss die Farbe (rot oder schwarz) der obersten Karte haben und im Wert { $revive ->
    [yes] 1 oder 2
   *[other] genau 1
  } davon entfernt sein.
td-illegal-trade-none = Handel braucht einen Buben, der als Vorteil im Spiel ist.
td-illegal-trade-empty = Der Nachziehstapel ist leer: Es gibt nichts zum Eintauschen.
td-illegal-trade-done = Du hast in diesem Zug schon gehandelt.
td-illegal-advantages-full = Es sind schon zwei Vorteile im Spiel.
td-illegal-advantage = Ein Vorteil ist eine Sonderkarte, bezahlt mit einer anderen Karte ihrer Farbe (Pik, Herz, Karo, Kreuz), jede Art nur einmal.
td-illegal-not-special = Nur Bube, Dame, König oder Ass werden als Sonderkarte gespielt.
td-illegal-wrong-special = { $card } wird sofort als { $played } gespielt, nicht als { $wanted }.
td-illegal-pay-colour = Eine sofort gespielte Sonderkarte wird mit einer anderen Karte ihrer Farbe (rot oder schwarz) bezahlt.
td-illegal-reinforce = { $card } liegt nicht auf dem Ablagestapel.
td-illegal-swap = Tausche zwei verschiedene offene Feinde.
td-illegal-missile = Das Geschoss braucht einen offenen Feind, den es entfernen kann.
td-illegal-defend-face-down = Verteidige dich gegen eine offene Feindkarte.
td-illegal-traitor = Der Verräter oben auf deinem Turm verbietet, dich gegen { $card } zu verteidigen.
td-illegal-hand-order = Nenne die Karten in der Reihenfolge, in der sie in deiner Hand sind.
td-illegal-ace = Ein Ass kann nicht zur Verteidigung genutzt werden.
td-illegal-colour = Gegen { $enemy } verteidigst du nur mit { $colour ->
    [black] schwarzen
   *[red] roten
  } Karten, und { $card } ist nicht { $colour ->
    [black] schwarz
   *[red] rot
  }.
td-illegal-too-weak = Diese Karten sind { $total } wert{ $shield ->
    [yes] {" "}mit deinem Schild
   *[other] {""}
  }; { $enemy } braucht { $need } oder mehr. Wähle mehr oder stärkere Karten.

## Knöpfe für ganze Züge

td-action-drop = { $card } abwerfen
td-action-defend = { $enemy } ({ $slot }) besiegen mit { $cards }
td-action-defend-short = { $enemy } besiegen mit { $cards }
td-action-defend-shortest = Besiegen mit { $cards }
td-action-repair = Mit { $card } reparieren (Turm { $n } auf { $next })
td-action-trade = { $card } gegen die oberste Karte des Nachziehstapels tauschen
td-action-missile = Geschoss: { $enemy } { $slot } entfernen, zahle { $pay }
td-action-missile-short = Geschoss: { $enemy } ({ $slot }) entfernen, zahle { $pay }
td-action-swap = Platztausch: { $first } ({ $first_slot }) und { $second } ({ $second_slot }), zahle { $pay }
td-action-fortify = Befestigung: { $top } kommt unter den Turm, zahle { $pay }
td-action-fortify-alone = Befestigung: ändert nichts (Turm mit einer Karte), zahle { $pay }
td-action-reinforce = Verstärkung: { $card } vom Ablagestapel nehmen, zahle { $pay }
td-action-reinforce-short = Verstärkung: { $card } von der Ablage nehmen, zahle { $pay }
td-action-advantage = Vorteil { $advantage } ({ $card }), zahle { $pay }
td-action-end-quiet = Zug beenden: keine Armee greift an
td-action-end-breach = Zug beenden: Der Angriff ({ $total } gegen { $against }) nimmt die oberste Turmkarte
td-action-end-holds = Zug beenden: Der Turm hält ({ $total } gegen { $against })

## Tipps: warum dieser Zug

td-why-tail-won = ; dieser Zug gewann { $won } von { $played } Testpartien
td-why-tail-closest = ; in seinen { $played } Testpartien kam dieser Zug einem Sieg am nächsten
td-why-saves = { $kind ->
    [missile] Ein Geschoss auf { $card } ({ $slot })
   *[defend] { $card } ({ $slot }) zu besiegen
  } rettet die oberste Karte deines Turms: Die Armeen würden mit { $total } gegen ihren Wert von { $value } angreifen, ohne diesen Feind mit { $after }{ $tail }.
td-why-sooner = Dein Turm hält diese Runde so oder so, und { $kind ->
    [missile] ein Geschoss auf { $card } ({ $slot })
   *[defend] { $card } ({ $slot }) zu besiegen
  } holt die nächste Feindkarte früher aus dem Stapel, sodass die Nacht früher endet{ $tail }.
td-why-lowers = { $kind ->
    [missile] Ein Geschoss auf { $card } ({ $slot })
   *[defend] { $card } ({ $slot }) zu besiegen
  } senkt den Angriff dieser Runde von { $total } auf { $after }, gegen die oberste Karte deines Turms (Wert { $value }){ $tail }.
td-why-same = { $kind ->
    [missile] Ein Geschoss auf { $card } ({ $slot })
   *[defend] { $card } ({ $slot }) zu besiegen
  } lässt den Angriff dieser Runde bei { $total }, holt aber die nächste Feindkarte früher aus dem Stapel, sodass die Nacht früher endet{ $tail }.
td-why-raises = { $kind ->
    [missile] Ein Geschoss auf { $card } ({ $slot })
   *[defend] { $card } ({ $slot }) zu besiegen
  } lässt eine andere Karte ihre Armee anführen (der Angriff dieser Runde geht von { $total } auf { $after }, gegen die oberste Karte deines Turms, Wert { $value }) und holt die nächste Feindkarte früher aus dem Stapel{ $tail }.
td-why-repair = Mit { $card } zu reparieren legt die Karte unter deinen Turm ({ $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  } auf { $next }): ein Treffer mehr, den der Turm einstecken kann{ $tail }.
td-why-end-quiet = In dieser Runde greift keine Armee an, also behältst du deine Karten für später, wenn du den Zug beendest{ $tail }.
td-why-end-short = Der Angriff von { $total } reicht nicht an die oberste Karte deines Turms (Wert { $value }) heran, also behältst du deine Karten für später, wenn du den Zug beendest{ $tail }.
td-why-end-breach = Der Angriff von { $total } wird die oberste Karte deines Turms (Wert { $value }) nehmen, aber die Karten für spätere Züge aufzuheben hat besser abgeschnitten, als sie jetzt auszugeben{ $tail }.
td-why-advantage = { $card } als { $kind ->
    [power] Macht im Spiel zu halten, damit jede Farbe verteidigen kann,
    [shield] Schild im Spiel zu halten, damit jede verteidigende Karte 1 mehr zählt,
    [revive] Wiederbelebung im Spiel zu halten, damit Reparaturen 1 oder 2 entfernt sein dürfen und der Turm 6 Karten hält,
   *[trade] Handel im Spiel zu halten, damit du jeden Zug eine Karte gegen eine neue tauschen kannst,
  } hilft in jedem kommenden Zug{ $tail }.
td-why-drop = { $card } ist die Karte, auf die du am ehesten verzichten kannst{ $tail }.
td-why-fortify = Die Befestigung schickt { $card } unter deinen Turm und deckt eine neue oberste Karte auf{ $tail }.
td-why-fortify-alone = Befestigung auf einem Turm mit einer Karte ändert nichts, legt aber die Dame und ihre Bezahlung auf den Ablagestapel{ $tail }.
td-why-reinforce = { $card } vom Ablagestapel zurückzuholen gibt dir die Karte, die du brauchst{ $tail }.
