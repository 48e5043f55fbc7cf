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

render-dc-game-over = fin de la partida
render-dc-result = { $reason } (turno { $turn })
render-dc-actions-left = Acciones: quedan { $left } de { $per_turn }
render-dc-discard-then-end = Descarta y termina el turno
render-dc-figures = Daño { $damage }/{ $limit } · Capturadas { $captured }/{ $goal }
render-dc-battleground = Campo de batalla
render-dc-side = Flanco
render-dc-hand = Mano { $n }
render-dc-draws-up-to = roba hasta { $n }
render-dc-captured-of = Capturadas { $n }/{ $goal }
render-dc-captured-ranks = { $low } de rango 1-9, { $high } de rango 10
render-dc-no-damage-yet = aún sin daño
render-dc-damage-of = Daño { $n }/{ $limit }
render-dc-nothing-yet = nada todavía
render-dc-suit-moons = Lunas
render-dc-suit-suns = Soles
render-dc-suit-waves = Olas
render-dc-suit-leaves = Hojas
render-dc-suit-wyrms = Sierpes
render-dc-suit-knots = Nudos
render-dc-alt-card = { $name } ({ $rank }, { $suits })
render-dc-alt-over = Fin de la partida tras el turno { $turn }: { $reason }
render-dc-alt-actions = Turno { $turn }, quedan { $left } de { $per_turn } acciones.
render-dc-alt-discard = Turno { $turn }, fase de descarte.
render-dc-alt-figures = Daño { $damage } de { $limit }. Capturadas { $captured } de { $goal }.
render-dc-alt-row =
    { $row ->
        [top] Campo de batalla, fila superior: { $cards }.
        [middle] Campo de batalla, fila central: { $cards }.
       *[bottom] Campo de batalla, fila inferior: { $cards }.
    }
render-dc-alt-defense = Defensa: izquierda { $a }, centro { $b }, derecha { $c }.
render-dc-alt-defense-list = Defensa: { $cards }.
render-dc-alt-side = Flanco: arriba { $a }, centro { $b }, abajo { $c }.
render-dc-alt-side-list = Flanco: { $cards }.
render-dc-alt-hand = Mano ({ $n }, roba hasta { $target }): { $cards }.
render-dc-alt-piles = Mazo { $deck }, descartes { $discard }.
render-dc-alt-piles-top = Mazo { $deck }, descartes { $discard } (arriba { $top }).
render-dc-alt-captured = Capturadas: { $cards }.
render-dc-alt-damaged = Dañadas: { $cards }.

## Deck Defence

render-dd-result-win = los { $total } enemigos derrotados, puntuación { $score } ({ $actions } acciones)
render-dd-result-resign = te rendiste con { $defeated } de { $total } enemigos derrotados ({ $actions } acciones)
render-dd-result-timeout = se acabó el tiempo con { $defeated } de { $total } enemigos derrotados ({ $actions } acciones)
render-dd-result-abandon = abandonada con { $defeated } de { $total } enemigos derrotados ({ $actions } acciones)
render-dd-result-stuck = no queda ninguna acción legal; { $defeated } de { $total } enemigos derrotados ({ $actions } acciones)
render-dd-status-order = Explorar: elige el orden
render-dd-status-refill = Elige la carta para Principal
render-dd-status-act = Elige una acción
render-dd-title-classic = Deck Defence Clásico
render-dd-figures = Derrotados { $defeated }/{ $total } · Acciones { $actions }
render-dd-area-capture = Captura
render-dd-area-main = Principal
render-dd-area-hand = Mano
render-dd-known-top = Cima conocida del mazo
render-dd-none-until-explore = nada hasta que explores
render-dd-top-first = la de arriba primero, de izquierda a derecha
render-dd-disclosed = Reveladas
render-dd-defeated-of = Derrotados { $n }/{ $total }
render-dd-none-defeated = aún no hay enemigos derrotados
render-dd-explored-order = Exploradas: elige el orden
render-dd-final-score = Puntuación final: { $score }
render-dd-explore-blocked = No puedes explorar: tu última acción fue explorar
render-dd-last-action = Última acción
render-dd-alt-card = { $attribute } { $rank }
render-dd-alt-enemy = Enemigo de { $attribute }
render-dd-alt-win = victoria
render-dd-alt-loss = derrota
render-dd-alt-resigned = te rendiste
render-dd-alt-timeout = se acabó el tiempo
render-dd-alt-abandoned = abandonada
render-dd-alt-over = Fin de la partida: { $result }, { $defeated } de { $total } enemigos derrotados, { $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    }.
render-dd-alt-over-score = Fin de la partida: { $result }, { $defeated } de { $total } enemigos derrotados, puntuación { $score }, { $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    }.
render-dd-alt-phase-order = elige el orden de las cartas exploradas
render-dd-alt-phase-refill = elige la carta revelada que rellena Principal
render-dd-alt-phase-act = elige una acción
render-dd-alt-head = { $title }: { $phase }. { $actions ->
        [one] { $actions } acción realizada
       *[other] { $actions } acciones realizadas
    }. Derrotados { $defeated } de { $total }.
render-dd-alt-pile = pila { $n } { $cards } (la de arriba al final)
render-dd-alt-pile-empty = pila { $n } vacía
render-dd-alt-slot = hueco { $n } { $card }
render-dd-alt-capture-area = Zona de captura: { $slots }.
render-dd-alt-main-area = Zona principal: { $slots }.
render-dd-alt-hand-piles = Pilas de la mano: { $piles }.
render-dd-alt-explored = Exploradas, por ordenar: { $cards }.
render-dd-alt-deck = Mazo { $n }.
render-dd-alt-deck-known = Mazo { $n }, cima conocida primero: { $cards }.
render-dd-alt-discard-top = Descartes { $n }, arriba { $top }. Reveladas: { $cards }.
render-dd-alt-discard-classic = Descartes { $n }. Reveladas: { $cards }.
render-dd-alt-discard-hidden = Descartes { $n }, boca abajo.
render-dd-alt-explore-blocked = No puedes explorar justo después de explorar.
render-dd-alt-defeated = Derrotados: { $cards }.

## Capture

render-capture-and = { $first } y { $second }
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
        [yes] { $where }: { $name } te llevas { $n } ({ $reason })
       *[other] { $where }: { $name } se lleva { $n } ({ $reason })
    }
render-capture-turned-up = { $line }; reveladas: { $cards }
render-capture-dealer-is = reparte: { $name }
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
        [yes] Capture, fin de la partida: { $names } ganaste. Capturadas { $a } a { $b }.
       *[other] Capture, fin de la partida: { $names } gana. Capturadas { $a } a { $b }.
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

render-td-ended-resign = te rendiste en la ronda { $round }
render-td-ended-timeout = se te acabó el tiempo en la ronda { $round }
render-td-ended-abandon = abandonada en la ronda { $round }
render-td-ended-cap = detenida por exceso de rondas en la ronda { $round }
render-td-won = la noche ha terminado, la torre sigue en pie con { $n } (ronda { $round })
render-td-fell = la torre cayó en la ronda { $round }
render-td-stuck = no hay forma de despejar el campo (ronda { $round })
render-td-army =
    { $army ->
        [Left] Ejército izquierdo
        [Top] Ejército superior
       *[Right] Ejército derecho
    }
render-td-army-value =
    { $army ->
        [Left] Ejército izquierdo { $value }
        [Top] Ejército superior { $value }
       *[Right] Ejército derecho { $value }
    }
render-td-no-face-up = ninguna carta boca arriba
render-td-attacks = ataca la torre
render-td-no-attack = no ataca
render-td-rear = retaguardia
render-td-front = vanguardia
render-td-tower-tag = torre
render-td-fallen = caída
render-td-tower = Torre { $n } de { $cap }
render-td-tower-top = Torre { $n } de { $cap }, cima { $value }
render-td-discard-down = Descarta hasta { $n } cartas
render-td-your-turn-action = Tu turno: acción { $n } de { $limit }
render-td-your-turn = Tu turno
render-td-figures-pass = Ronda { $round } · Pase { $n }/{ $needed }
render-td-attack-none = Ataque ahora: ninguno
render-td-no-army-attacks = ningún ejército ataca la torre
render-td-attack-now = Ataque ahora: { $total } contra { $value }
render-td-would-fall = la cima de la torre caería
render-td-would-hold = la torre resistiría
render-td-advantages = Ventajas en juego
render-td-in-force = En vigor
render-td-in-force-nothing = En vigor: nada
render-td-your-hand = Tu mano ({ $n } de { $limit })
render-td-no-cards = sin cartas
render-td-face-down = boca abajo
render-td-alt-won = Fin de la partida: victoria en la ronda { $round }, torre de { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }.
render-td-alt-lost = Fin de la partida: derrota en la ronda { $round }, torre de { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }.
render-td-alt-drop = Tower Defense, ronda { $round }: descarta hasta { $n } cartas.
render-td-alt-turn = Tower Defense, ronda { $round }: tu turno.
render-td-alt-tower = Torre { $n } de { $cap }.
render-td-alt-tower-top = Torre { $n } de { $cap }, cima { $top } con valor { $value }.
render-td-alt-army-blank =
    { $army ->
        [Left] Ejército izquierdo: vanguardia { $front }, retaguardia { $rear }; ninguna carta boca arriba.
        [Top] Ejército superior: vanguardia { $front }, retaguardia { $rear }; ninguna carta boca arriba.
       *[Right] Ejército derecho: vanguardia { $front }, retaguardia { $rear }; ninguna carta boca arriba.
    }
render-td-alt-army-attacks =
    { $army ->
        [Left] Ejército izquierdo: vanguardia { $front }, retaguardia { $rear }; ataque { $value }, ataca.
        [Top] Ejército superior: vanguardia { $front }, retaguardia { $rear }; ataque { $value }, ataca.
       *[Right] Ejército derecho: vanguardia { $front }, retaguardia { $rear }; ataque { $value }, ataca.
    }
render-td-alt-army-holds =
    { $army ->
        [Left] Ejército izquierdo: vanguardia { $front }, retaguardia { $rear }; ataque { $value }, no ataca.
        [Top] Ejército superior: vanguardia { $front }, retaguardia { $rear }; ataque { $value }, no ataca.
       *[Right] Ejército derecho: vanguardia { $front }, retaguardia { $rear }; ataque { $value }, no ataca.
    }
render-td-alt-attack-falls = Ataque ahora { $total } contra { $value }: la cima de la torre caería.
render-td-alt-attack-holds = Ataque ahora { $total } contra { $value }: la torre resiste.
render-td-alt-hand = Mano { $n } de { $limit }: { $cards }.
render-td-alt-advantages = Ventajas: { $cards }.
render-td-alt-in-force = En vigor: { $effects }.
render-td-alt-piles = Mazo { $deck }. Descartes { $n }.
render-td-alt-piles-top = Mazo { $deck }. Descartes { $n }, arriba { $top }.

## Under Siege

render-siege-ask-reserve = { $name } puede añadir una reserva
render-siege-ask-intercept = { $name } puede derribarla
render-siege-ask-remove = { $name } debe perder una figura
render-siege-ask-fire = { $name } puede disparar a figuras
render-siege-ask-other = { $name } decide
render-siege-you-reserve = ¿Añadir una carta de reserva?
render-siege-you-intercept = ¿Derribar la carta que pasa?
render-siege-you-remove = Retira una figura
render-siege-you-fire = ¿Disparar a figuras?
render-siege-you-deploy = Tu turno: despliega
render-siege-deploying = { $name } está desplegando
render-siege-note-deploy = desplegando
render-siege-note-reserve = puede añadir reserva
render-siege-note-intercept = puede derribarla
render-siege-note-remove = pierde una figura
render-siege-note-fire = puede disparar una Reina
render-siege-note-other = decide
render-siege-battle = Batalla, turno { $turn }
render-siege-battle-at = Batalla, turno { $turn }: posición { $position }
render-siege-shots = Batalla del turno { $turn } terminada: disparos a figuras
render-siege-the-last-battle = La última batalla
render-siege-no-battle = No hubo batalla
render-siege-front-lines = Turno { $turn }: las líneas de frente, boca abajo hasta la batalla
render-siege-last-battle = Última batalla (turno { $turn })
render-siege-no-front-cards = Turno { $turn }: aún no hay cartas de frente
render-siege-figures = Turno { $turn }/{ $total } · Mazo { $deck } · Muertas { $dead }
render-siege-no-attrition = sin desgaste
render-siege-attrition = Desgaste { $n }
render-siege-deployed = desplegado
render-siege-deploys-next = despliega después
render-siege-lost-in-battle = perdió { $n } en batalla
render-siege-hand = Mano { $n }
render-siege-all-placed = todo colocado
render-siege-no-cards = sin cartas
render-siege-reserve = Reserva { $n }
render-siege-back-row = Retaguardia{ $more ->
        [0] {""}
       *[other] {" "}(+{ $more } más)
    }{ $jacks ->
        [0] {""}
       *[other] , Jotas +{ $jacks }
    }{ $pills ->
        [yes] , daño en fichas
       *[other] {""}
    }
render-siege-no-face-cards = sin figuras
render-siege-through = pasa
render-siege-ace = As
render-siege-stopped = detenida
render-siege-shot = derribada
render-siege-taken-out = eliminada
render-siege-position-draw = { $n } empate
render-siege-gold-frame = marco dorado: boca abajo, solo tú la ves
render-siege-defender-first = El defensor despliega primero, luego el atacante
render-siege-alt-damage = daño { $n } de 10 por { $shots }
render-siege-alt-loaded-with = cargada con { $card }
render-siege-alt-loaded = cargada
render-siege-alt-placed-now = colocada este turno
render-siege-alt-hand = mano { $cards }
render-siege-alt-reserve = reserva { $cards }
render-siege-alt-in-hand = { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } en la mano
render-siege-alt-reserve-cards = { $n ->
        [one] { $n } carta de reserva
       *[other] { $n } cartas de reserva
    }
render-siege-alt-back-row = retaguardia { $cards }
render-siege-alt-side = { $name } ({ $role }): { $parts }.
render-siege-alt-you = tú
render-siege-alt-automaton = el autómata
render-siege-alt-them = el rival
render-siege-alt-face-down = boca abajo
render-siege-alt-card-face-down = { $card } boca abajo
render-siege-alt-position-now = { $n } (ahora)
render-siege-alt-against = { $first } contra { $second }
render-siege-alt-shot-with = { $what }, derribada con { $card }
render-siege-alt-over = Under Siege, fin de la partida: { $reason }
render-siege-alt-turn = Under Siege, turno { $turn } de { $total }.
render-siege-alt-turn-status = Under Siege, turno { $turn } de { $total }: { $status }.
render-siege-alt-turn-ask = Under Siege, turno { $turn } de { $total }: { $status }
render-siege-alt-score = { $name } { $n }
render-siege-alt-score-lost = { $name } { $n } (perdió { $lost } en esta batalla)
render-siege-alt-attrition = Desgaste: { $scores }.
render-siege-alt-line = { $caption }, posición por posición: { $slots }
render-siege-alt-piles = Mazo { $deck }, pila de muertas { $dead }.
render-siege-alt-latest = Último: { $line }
