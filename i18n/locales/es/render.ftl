## Imágenes de la mesa (render/): las líneas junto a una imagen (datos) y su texto alternativo; la imagen en sí no contiene palabras.

## Palabras comunes

render-you = Tú
render-gold-frame = Un marco dorado señala una carta aún boca abajo que solo tú ves.
render-empty = vacío
render-none = ninguna
render-deck-n = Mazo { $n }

## Los atributos de Deck Defence

render-card-sword = Espada
render-card-fire = Fuego
render-card-forest = Bosque

## Defend and Capture

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
render-defend-and-capture-fact-captured = Capturadas hasta ahora: { $low } de rango 1 a 9, { $high } de rango 10.
render-defend-and-capture-fact-hand =
    { $n ->
        [one] Mano: { $n } carta; se roba hasta { $target } cada turno.
       *[other] Mano: { $n } cartas; se roba hasta { $target } cada turno.
    }
render-defend-and-capture-fact-left = A la izquierda: el campo de batalla, la fila de defensa debajo, la columna de flanco al lado y el mazo en su esquina.
render-defend-and-capture-fact-right = A la derecha, de arriba abajo: la mano, las capturadas (barra verde), las dañadas (barra roja) y los descartes.

## Deck Defence

render-deck-defence-title-classic = Deck Defence Clásico
render-deck-defence-defeated-of = Derrotados { $n }/{ $total }
render-deck-defence-final-score = Puntuación final: { $score }
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
render-deck-defence-fact-rows = En el centro, de arriba abajo: la zona de captura, la zona principal y las pilas de la mano, numeradas del 1 al 3 desde la izquierda.
render-deck-defence-fact-columns =
    { $classic ->
        [yes] A la izquierda, de arriba abajo: el mazo, sus cartas de arriba conocidas, los descartes y las cartas reveladas. A la derecha: los enemigos derrotados.
       *[other] A la izquierda, de arriba abajo: el mazo, sus cartas de arriba conocidas y los descartes. A la derecha: los enemigos derrotados.
    }

## Capture

render-capture-and = { $first } y { NAME($second) }
render-capture-status-round = { $status } ({ $kind })
render-capture-column = Columna { $n }
render-capture-reveal-fate = { $where }: { $fate } ({ $reason })
render-capture-reveal-took =
    { $own ->
        [yes] { $where }: { NAME($name) } te llevas { $n } ({ $reason })
       *[other] { $where }: { NAME($name) } se lleva { $n } ({ $reason })
    }
render-capture-turned-up = { $line }; reveladas: { $cards }
render-capture-aces-flexible = Los ases valen alto o bajo
render-capture-aces-set = Ases: solo un grupo los gana
render-capture-uncaptured = { $n } cartas quedan en columnas empatadas: nadie las captura
render-capture-reveal-title = Revelación de la ronda { $n }
render-capture-last-round = última ronda
render-capture-short-round = ronda corta
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
# $where: "top" o "bottom" de la imagen; $own: "yes" para el asiento del lector; $dealer: "yes" para quien reparte.
render-capture-fact-side =
    { $where ->
        [top] Arriba
       *[bottom] Abajo
    }: { $own ->
        [yes] tú
       *[other] { NAME($name) }
    }{ $dealer ->
        [yes] {" "}(reparte)
       *[other] {""}
    }, { $n ->
        [one] { $n } carta capturada
       *[other] { $n } cartas capturadas
    }.
render-capture-fact-carried = Un punto dorado junto al número de una columna por cada ronda en que se arrastró.
render-capture-fact-layout = Las columnas 1 a 5 cruzan el centro y las cartas de cada lado crecen alejándose de él; a la derecha, las cartas capturadas de cada lado están a su altura, con el mazo entre ellas.

## Tower Defense

render-tower-defense-figures-pass = Ronda { $round } · Pase { $n }/{ $needed }
render-tower-defense-attack-none = Ataque ahora: ninguno
render-tower-defense-your-hand = Tu mano ({ $n } de { $limit })
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
render-tower-defense-fact-board = La torre está en el centro, con su altura y su máximo debajo; los ejércitos izquierdo, superior y derecho la rodean, con la retaguardia más afuera; el ataque de cada ejército está sobre su vanguardia, en dorado cuando ataca la torre.
render-tower-defense-fact-edges = Arriba a la izquierda: el mazo y los descartes. A la derecha: las ventajas en juego. Abajo: tu mano.

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
render-under-siege-battle = Batalla, turno { $turn }
render-under-siege-battle-at = Batalla, turno { $turn }: posición { $position }
render-under-siege-shots = Batalla del turno { $turn } terminada: disparos a figuras
render-under-siege-the-last-battle = La última batalla
render-under-siege-no-battle = No hubo batalla
render-under-siege-front-lines = Turno { $turn }: las líneas de frente, boca abajo hasta la batalla
render-under-siege-last-battle = Última batalla (turno { $turn })
render-under-siege-no-front-cards = Turno { $turn }: aún no hay cartas de frente
render-under-siege-figures = Turno { $turn }/{ $total } · Mazo { $deck } · Muertas { $dead }
render-under-siege-role = { $role ->
        [defender] defensor
       *[attacker] atacante
    }
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
# $where: "top" o "bottom" de la imagen; $own: "yes" para el lado del lector; $role: "defender" o "attacker".
render-under-siege-fact-side =
    { $where ->
        [top] Arriba
       *[bottom] Abajo
    }: { $own ->
        [yes] tú
       *[other] { NAME($name) }
    }, como { $role ->
        [defender] defensor
       *[attacker] atacante
    }.
render-under-siege-fact-results = Resultados por posición: { $results }.
render-under-siege-fact-layout = Cada lado, de izquierda a derecha: su resistencia, mano, reserva y retaguardia (daño sobre las figuras); entre ambos, la línea del frente posición por posición, con el total de cada lado junto a su carta.

## An event's standings (render.standings)
render-standings-nobody = Nadie se ha unido todavía.
render-standings-line =
    { $rank }. { $name }: { $score } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
render-standings-line-on-fire = en racha de victorias, las victorias cuentan doble
render-standings-line-more = { $line }; { $more }
