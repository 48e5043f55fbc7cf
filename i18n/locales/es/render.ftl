## Imágenes de la mesa (render/): cada palabra dibujada en una imagen o dicha en su texto alternativo.

## El kit: pancartas de resultado, registro de sucesos, palabras comunes

render-banner-win = VICTORIA: { $text }
render-banner-loss = DERROTA: { $text }
render-banner-over = FIN DE LA PARTIDA: { $text }
render-log-since = Desde tu última jugada
render-log-some = { $title } ({ $shown } de { $total })
render-you = Tú
render-player-n = Jugador { $n }
render-empty = vacío
render-none = ninguna
render-deck = Mazo
render-deck-n = Mazo { $n }
render-discard-pile = Descartes
render-discard-pile-n = Descartes { $n }
render-round-n = Ronda { $n }
render-turn-n = Turno { $n }
render-what-happened = Qué pasó
render-oldest-not-shown = { $n } más antiguas ocultas
render-cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }

## Caras de las cartas (Deck Defence)

render-card-sword = Espada
render-card-fire = Fuego
render-card-forest = Bosque
render-card-enemy = ENEMIGO

## Defend and Capture

render-defend-and-capture-game-over = fin de la partida
render-defend-and-capture-result = { $reason } (turno { $turn })
render-defend-and-capture-actions-left = Acciones: quedan { $left } de { $per_turn }
render-defend-and-capture-discard-then-end = Descarta y termina el turno
render-defend-and-capture-figures = Daño { $damage }/{ $limit } · Capturadas { $captured }/{ $goal }
render-defend-and-capture-battleground = Campo de batalla
render-defend-and-capture-side = Flanco
render-defend-and-capture-hand = Mano { $n }
render-defend-and-capture-draws-up-to = roba hasta { $n }
render-defend-and-capture-captured-of = Capturadas { $n }/{ $goal }
render-defend-and-capture-captured-ranks = { $low } de rango 1-9, { $high } de rango 10
render-defend-and-capture-no-damage-yet = aún sin daño
render-defend-and-capture-damage-of = Daño { $n }/{ $limit }
render-defend-and-capture-nothing-yet = nada todavía
render-defend-and-capture-suit-moons = Lunas
render-defend-and-capture-suit-suns = Soles
render-defend-and-capture-suit-waves = Olas
render-defend-and-capture-suit-leaves = Hojas
render-defend-and-capture-suit-wyrms = Dragones
render-defend-and-capture-suit-knots = Nudos
render-defend-and-capture-alt-card = { $name } ({ $rank }, { $suits })
render-defend-and-capture-alt-over = Fin de la partida tras el turno { $turn }: { $reason }
render-defend-and-capture-alt-actions = Turno { $turn }, quedan { $left } de { $per_turn } acciones.
render-defend-and-capture-alt-discard = Turno { $turn }, fase de descarte.
render-defend-and-capture-alt-figures = Daño { $damage } de { $limit }. Capturadas { $captured } de { $goal }.
render-defend-and-capture-alt-row =
    { $row ->
        [top] Campo de batalla, fila superior: { $cards }.
        [middle] Campo de batalla, fila central: { $cards }.
       *[bottom] Campo de batalla, fila inferior: { $cards }.
    }
render-defend-and-capture-alt-defense = Defensa: izquierda { $a }, centro { $b }, derecha { $c }.
render-defend-and-capture-alt-defense-list = Defensa: { $cards }.
render-defend-and-capture-alt-side = Flanco: arriba { $a }, centro { $b }, abajo { $c }.
render-defend-and-capture-alt-side-list = Flanco: { $cards }.
render-defend-and-capture-alt-hand = Mano ({ $n }, roba hasta { $target }): { $cards }.
render-defend-and-capture-alt-piles = Mazo { $deck }, descartes { $discard }.
render-defend-and-capture-alt-piles-top = Mazo { $deck }, descartes { $discard } (arriba { $top }).
render-defend-and-capture-alt-captured = Capturadas: { $cards }.
render-defend-and-capture-alt-damaged = Dañadas: { $cards }.

## Deck Defence

render-deck-defence-result-win = los { $total } enemigos derrotados, puntuación { $score } ({ $actions } acciones)
render-deck-defence-result-resign = te rendiste con { $defeated } de { $total } enemigos derrotados ({ $actions } acciones)
render-deck-defence-result-timeout = se acabó el tiempo con { $defeated } de { $total } enemigos derrotados ({ $actions } acciones)
render-deck-defence-result-abandon = abandonada con { $defeated } de { $total } enemigos derrotados ({ $actions } acciones)
render-deck-defence-result-stuck = no queda ninguna acción legal; { $defeated } de { $total } enemigos derrotados ({ $actions } acciones)
render-deck-defence-status-order = Explorar: elige el orden
render-deck-defence-status-refill = Elige la carta para Principal
render-deck-defence-status-act = Elige una acción
render-deck-defence-title-classic = Deck Defence Clásico
render-deck-defence-figures = Derrotados { $defeated }/{ $total } · Acciones { $actions }
render-deck-defence-area-capture = Captura
render-deck-defence-area-main = Principal
render-deck-defence-area-hand = Mano
render-deck-defence-known-top = Cima conocida del mazo
render-deck-defence-none-until-explore = nada hasta que explores
render-deck-defence-top-first = la de arriba primero, de izquierda a derecha
render-deck-defence-disclosed = Reveladas
render-deck-defence-defeated-of = Derrotados { $n }/{ $total }
render-deck-defence-none-defeated = aún no hay enemigos derrotados
render-deck-defence-explored-order = Exploradas: elige el orden
render-deck-defence-final-score = Puntuación final: { $score }
render-deck-defence-explore-blocked = No puedes explorar: tu última acción fue explorar
render-deck-defence-last-action = Última acción
render-deck-defence-alt-card = { $attribute } { $rank }
render-deck-defence-alt-enemy = Enemigo de { $attribute }
render-deck-defence-alt-win = victoria
render-deck-defence-alt-loss = derrota
render-deck-defence-alt-resigned = te rendiste
render-deck-defence-alt-timeout = se acabó el tiempo
render-deck-defence-alt-abandoned = abandonada
render-deck-defence-alt-over = Fin de la partida: { $result }, { $defeated } de { $total } enemigos derrotados, { $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    }.
render-deck-defence-alt-over-score = Fin de la partida: { $result }, { $defeated } de { $total } enemigos derrotados, puntuación { $score }, { $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    }.
render-deck-defence-alt-phase-order = elige el orden de las cartas exploradas
render-deck-defence-alt-phase-refill = elige la carta revelada que rellena Principal
render-deck-defence-alt-phase-act = elige una acción
render-deck-defence-alt-head = { $title }: { $phase }. { $actions ->
        [one] { $actions } acción realizada
       *[other] { $actions } acciones realizadas
    }. Derrotados { $defeated } de { $total }.
render-deck-defence-alt-pile = pila { $n } { $cards } (la de arriba al final)
render-deck-defence-alt-pile-empty = pila { $n } vacía
render-deck-defence-alt-slot = hueco { $n } { $card }
render-deck-defence-alt-capture-area = Zona de captura: { $slots }.
render-deck-defence-alt-main-area = Zona principal: { $slots }.
render-deck-defence-alt-hand-piles = Pilas de la mano: { $piles }.
render-deck-defence-alt-explored = Exploradas, por ordenar: { $cards }.
render-deck-defence-alt-deck = Mazo { $n }.
render-deck-defence-alt-deck-known = Mazo { $n }, cima conocida primero: { $cards }.
render-deck-defence-alt-discard-top = Descartes { $n }, arriba { $top }. Reveladas: { $cards }.
render-deck-defence-alt-discard-classic = Descartes { $n }. Reveladas: { $cards }.
render-deck-defence-alt-discard-hidden = Descartes { $n }, boca abajo.
render-deck-defence-alt-explore-blocked = No puedes explorar justo después de explorar.
render-deck-defence-alt-defeated = Derrotados: { $cards }.

## Capture

render-capture-and = { $first } y { NAME($second) }
render-capture-won-resign =
    { $own ->
        [yes] { $names } ganaste por rendición ({ $scores })
       *[other] { $names } gana por rendición ({ $scores })
    }
render-capture-won-time =
    { $own ->
        [yes] { $names } ganaste por tiempo ({ $scores })
       *[other] { $names } gana por tiempo ({ $scores })
    }
render-capture-abandoned = abandonada ({ $scores })
render-capture-wins =
    { $own ->
        [yes] { $name } ganas { $mine } cartas a { $theirs }
       *[other] { $name } gana { $mine } cartas a { $theirs }
    }
render-capture-draw = empate, { $n } cartas cada uno
render-capture-all-placed = Todo colocado: confirma
render-capture-place-more = Coloca { $n } más y confirma
render-capture-locked-waiting = Confirmado: esperando
render-capture-players-place = Los jugadores colocan boca abajo
render-capture-status-round = { $status } ({ $kind })
render-capture-figures = Ronda { $round } · { $scores }
render-capture-locked-in = confirmado
render-capture-placing = colocando: faltan { $n }
render-capture-placed-all = todo colocado, sin confirmar
render-capture-dealer = { $name } (reparte)
render-capture-yours = tuya
render-capture-carried =
    { $n ->
        [1] arrastrada una vez
        [2] arrastrada dos veces
       *[other] arrastrada { $n } veces
    }
render-capture-newest-right = recientes a la derecha
render-capture-captured =
    { $own ->
        [yes] { $name } capturaste { $n }
       *[other] { $name } capturó { $n }
    }
render-capture-none-yet = ninguna aún
render-capture-column = Columna { $n }
render-capture-reveal-fate = { $where }: { $fate } ({ $reason })
render-capture-reveal-took =
    { $own ->
        [yes] { $where }: { NAME($name) } te llevas { $n } ({ $reason })
       *[other] { $where }: { NAME($name) } se lleva { $n } ({ $reason })
    }
render-capture-turned-up = { $line }; reveladas: { $cards }
render-capture-dealer-is = reparte: { NAME($name) }
render-capture-aces-flexible = Los ases valen alto o bajo
render-capture-aces-set = Ases: solo un grupo los gana
render-capture-uncaptured = { $n } cartas quedan en columnas empatadas: nadie las captura
render-capture-reveal-title = Revelación de la ronda { $n }
render-capture-no-reveal = Aún no hay revelación
render-capture-last-round = última ronda
render-capture-short-round = ronda corta
render-capture-your-hand = Tu mano
render-capture-all-in-place = Tu mano: todas las cartas colocadas
render-capture-hidden-until-locked = Las cartas boca abajo siguen ocultas hasta que ambos confirmen
render-capture-nothing = nada
render-capture-alt-abandoned = Capture, fin de la partida: abandonada, nadie gana. Capturadas { $a } a { $b }.
render-capture-alt-won =
    { $own ->
        [yes] Capture, fin de la partida: { NAME($names) } ganaste. Capturadas { $a } a { $b }.
       *[other] Capture, fin de la partida: { NAME($names) } gana. Capturadas { $a } a { $b }.
    }
render-capture-alt-draw = Capture, fin de la partida: nadie, empate. Capturadas { $a } a { $b }.
render-capture-alt-round = Capture, ronda { $round }. Reparte { $dealer }. Mazo { $deck }. Capturadas: { $p0 } { $n0 }, { $p1 } { $n1 }.
render-capture-alt-round-kind = Capture, ronda { $round } ({ $kind }). Reparte { $dealer }. Mazo { $deck }. Capturadas: { $p0 } { $n0 }, { $p1 } { $n1 }.
render-capture-alt-locked =
    { $own ->
        [yes] { $name } confirmaste
       *[other] { $name } confirmó
    }
render-capture-alt-placing =
    { $own ->
        [yes] { $name } colocas, faltan { $n }
       *[other] { $name } coloca, faltan { $n }
    }
render-capture-alt-plus-yours = { $text } + la tuya boca abajo { $card }
render-capture-alt-plus-one = { $text } + 1 boca abajo
render-capture-alt-column = Columna { $n }: { $sides }.
render-capture-alt-column-carried =
    { $times ->
        [1] Columna { $n }, arrastrada una vez: { $sides }.
        [2] Columna { $n }, arrastrada dos veces: { $sides }.
       *[other] Columna { $n }, arrastrada { $times } veces: { $sides }.
    }
render-capture-alt-hand = Tu mano: { $cards }.
render-capture-alt-reveal = Revelación de la ronda { $n }: { $lines }.

## Tower Defense

render-tower-defense-ended-resign = te rendiste en la ronda { $round }
render-tower-defense-ended-timeout = se te acabó el tiempo en la ronda { $round }
render-tower-defense-ended-abandon = abandonada en la ronda { $round }
render-tower-defense-ended-cap = detenida por exceso de rondas en la ronda { $round }
render-tower-defense-won = la noche ha terminado, la torre sigue en pie con { $n } (ronda { $round })
render-tower-defense-fell = la torre cayó en la ronda { $round }
render-tower-defense-stuck = no hay forma de despejar el campo (ronda { $round })
render-tower-defense-army =
    { $army ->
        [Left] Ejército izquierdo
        [Top] Ejército superior
       *[Right] Ejército derecho
    }
render-tower-defense-army-value =
    { $army ->
        [Left] Ejército izquierdo { $value }
        [Top] Ejército superior { $value }
       *[Right] Ejército derecho { $value }
    }
render-tower-defense-no-face-up = ninguna carta boca arriba
render-tower-defense-attacks = ataca la torre
render-tower-defense-no-attack = no ataca
render-tower-defense-rear = retaguardia
render-tower-defense-front = vanguardia
render-tower-defense-tower-tag = torre
render-tower-defense-fallen = caída
render-tower-defense-tower = Torre { $n } de { $cap }
render-tower-defense-tower-top = Torre { $n } de { $cap }, cima { $value }
render-tower-defense-discard-down = Descarta hasta { $n } cartas
render-tower-defense-your-turn-action = Tu turno: acción { $n } de { $limit }
render-tower-defense-your-turn = Tu turno
render-tower-defense-figures-pass = Ronda { $round } · Pase { $n }/{ $needed }
render-tower-defense-attack-none = Ataque ahora: ninguno
render-tower-defense-no-army-attacks = ningún ejército ataca la torre
render-tower-defense-attack-now = Ataque ahora: { $total } contra { $value }
render-tower-defense-would-fall = la cima de la torre caería
render-tower-defense-would-hold = la torre resistiría
render-tower-defense-advantages = Ventajas en juego
render-tower-defense-in-force = En vigor
render-tower-defense-in-force-nothing = En vigor: nada
render-tower-defense-your-hand = Tu mano ({ $n } de { $limit })
render-tower-defense-no-cards = sin cartas
render-tower-defense-face-down = boca abajo
render-tower-defense-alt-won = Fin de la partida: victoria en la ronda { $round }, torre de { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }.
render-tower-defense-alt-lost = Fin de la partida: derrota en la ronda { $round }, torre de { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }.
render-tower-defense-alt-drop = Tower Defense, ronda { $round }: descarta hasta { $n } cartas.
render-tower-defense-alt-turn = Tower Defense, ronda { $round }: tu turno.
render-tower-defense-alt-tower = Torre { $n } de { $cap }.
render-tower-defense-alt-tower-top = Torre { $n } de { $cap }, cima { $top } con valor { $value }.
render-tower-defense-alt-army-blank =
    { $army ->
        [Left] Ejército izquierdo: vanguardia { $front }, retaguardia { $rear }; ninguna carta boca arriba.
        [Top] Ejército superior: vanguardia { $front }, retaguardia { $rear }; ninguna carta boca arriba.
       *[Right] Ejército derecho: vanguardia { $front }, retaguardia { $rear }; ninguna carta boca arriba.
    }
render-tower-defense-alt-army-attacks =
    { $army ->
        [Left] Ejército izquierdo: vanguardia { $front }, retaguardia { $rear }; ataque { $value }, ataca.
        [Top] Ejército superior: vanguardia { $front }, retaguardia { $rear }; ataque { $value }, ataca.
       *[Right] Ejército derecho: vanguardia { $front }, retaguardia { $rear }; ataque { $value }, ataca.
    }
render-tower-defense-alt-army-holds =
    { $army ->
        [Left] Ejército izquierdo: vanguardia { $front }, retaguardia { $rear }; ataque { $value }, no ataca.
        [Top] Ejército superior: vanguardia { $front }, retaguardia { $rear }; ataque { $value }, no ataca.
       *[Right] Ejército derecho: vanguardia { $front }, retaguardia { $rear }; ataque { $value }, no ataca.
    }
render-tower-defense-alt-attack-falls = Ataque ahora { $total } contra { $value }: la cima de la torre caería.
render-tower-defense-alt-attack-holds = Ataque ahora { $total } contra { $value }: la torre resiste.
render-tower-defense-alt-hand = Mano { $n } de { $limit }: { $cards }.
render-tower-defense-alt-advantages = Ventajas: { $cards }.
render-tower-defense-alt-in-force = En vigor: { $effects }.
render-tower-defense-alt-piles = Mazo { $deck }. Descartes { $n }.
render-tower-defense-alt-piles-top = Mazo { $deck }. Descartes { $n }, arriba { $top }.

## Under Siege

render-under-siege-ask-reserve = { $name } puede añadir una reserva
render-under-siege-ask-intercept = { $name } puede derribarla
render-under-siege-ask-remove = { $name } debe perder una figura
render-under-siege-ask-fire = { $name } puede disparar a figuras
render-under-siege-ask-other = { $name } decide
render-under-siege-you-reserve = ¿Añadir una carta de reserva?
render-under-siege-you-intercept = ¿Derribar la carta que pasa?
render-under-siege-you-remove = Retira una figura
render-under-siege-you-fire = ¿Disparar a figuras?
render-under-siege-you-deploy = Tu turno: despliega
render-under-siege-deploying = { $name } está desplegando
render-under-siege-note-deploy = desplegando
render-under-siege-note-reserve = puede añadir reserva
render-under-siege-note-intercept = puede derribarla
render-under-siege-note-remove = pierde una figura
render-under-siege-note-fire = puede disparar una Reina
render-under-siege-note-other = decide
render-under-siege-battle = Batalla, turno { $turn }
render-under-siege-battle-at = Batalla, turno { $turn }: posición { $position }
render-under-siege-shots = Batalla del turno { $turn } terminada: disparos a figuras
render-under-siege-the-last-battle = La última batalla
render-under-siege-no-battle = No hubo batalla
render-under-siege-front-lines = Turno { $turn }: las líneas de frente, boca abajo hasta la batalla
render-under-siege-last-battle = Última batalla (turno { $turn })
render-under-siege-no-front-cards = Turno { $turn }: aún no hay cartas de frente
render-under-siege-figures = Turno { $turn }/{ $total } · Mazo { $deck } · Muertas { $dead }
render-under-siege-no-attrition = resistencia sin contar
render-under-siege-attrition = Resistencia { $n }
render-under-siege-role = { $role ->
        [defender] defensor
       *[attacker] atacante
    }
render-under-siege-deployed = desplegado
render-under-siege-deploys-next = despliega después
render-under-siege-lost-in-battle = perdió { $n } en batalla
render-under-siege-hand = Mano { $n }
render-under-siege-all-placed = todo colocado
render-under-siege-no-cards = sin cartas
render-under-siege-reserve = Reserva { $n }
render-under-siege-back-row = Retaguardia{ $more ->
        [0] {""}
       *[other] {" "}(+{ $more } más)
    }{ $jacks ->
        [0] {""}
       *[other] , Jotas +{ $jacks }
    }{ $pills ->
        [yes] , daño en fichas
       *[other] {""}
    }
render-under-siege-no-face-cards = sin figuras
render-under-siege-through = pasa
render-under-siege-ace = As
render-under-siege-stopped = detenida
render-under-siege-shot = derribada
render-under-siege-taken-out = eliminada
render-under-siege-position-draw = { $n } empate
render-under-siege-gold-frame = marco dorado: boca abajo, solo tú la ves
render-under-siege-defender-first = El defensor despliega primero, luego el atacante
render-under-siege-alt-damage = daño { $n } de 10 por { $shots }
render-under-siege-alt-loaded-with = cargada con { $card }
render-under-siege-alt-loaded = cargada
render-under-siege-alt-placed-now = colocada este turno
render-under-siege-alt-hand = mano { $cards }
render-under-siege-alt-reserve = reserva { $cards }
render-under-siege-alt-in-hand = { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } en la mano
render-under-siege-alt-reserve-cards = { $n ->
        [one] { $n } carta de reserva
       *[other] { $n } cartas de reserva
    }
render-under-siege-alt-back-row = retaguardia { $cards }
render-under-siege-alt-side = { $name } ({ $role }): { $parts }.
render-under-siege-alt-you = tú
render-under-siege-alt-automaton = el autómata
render-under-siege-alt-them = el rival
render-under-siege-alt-face-down = boca abajo
render-under-siege-alt-card-face-down = { $card } boca abajo
render-under-siege-alt-position-now = { $n } (ahora)
render-under-siege-alt-against = { NAME($first) } contra { NAME($second) }
render-under-siege-alt-shot-with = { $what }, derribada con { $card }
render-under-siege-alt-over = Under Siege, fin de la partida: { $reason }
render-under-siege-alt-turn = Under Siege, turno { $turn } de { $total }.
render-under-siege-alt-turn-status = Under Siege, turno { $turn } de { $total }: { $status }.
render-under-siege-alt-turn-ask = Under Siege, turno { $turn } de { $total }: { $status }
render-under-siege-alt-score = { $name } { $n }
render-under-siege-alt-score-lost = { $name } { $n } (perdió { $lost } en esta batalla)
render-under-siege-alt-attrition = Resistencia: { $scores }.
render-under-siege-alt-line = { $caption }, posición por posición: { $slots }
render-under-siege-alt-piles = Mazo { $deck }, pila de muertas { $dead }.
render-under-siege-alt-latest = Último: { $line }

## An event's standings (render.standings)
render-standings-rank = Puesto
render-standings-player = Jugador
render-standings-score = Puntos
render-standings-games = Partidas
render-standings-on-fire = en racha
render-standings-more =
    { $n ->
        [one] y { $n } jugador más
       *[other] y { $n } jugadores más
    }
render-standings-nobody = Nadie se ha unido todavía.
render-standings-line =
    { $rank }. { $name }: { $score } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
render-standings-line-on-fire = en racha de victorias, las victorias cuentan doble
render-standings-line-more = { $line }; { $more }
