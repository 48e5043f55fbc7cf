### Tower Defense (engine/tower_defense): resumen y opciones, botones, preguntas, registro,
### estado, resultado, rechazos, cartas especiales en vigor y razones de las pistas.

## El juego en los menús

td-summary = Solitario: defiende tu torre de tres ejércitos enemigos hasta que se acabe el mazo.
td-one-player = Tower Defense es un juego para 1 jugador.
td-act-hint = defiende tu torre
td-wait-hint = Ahora no tienes nada que hacer.
td-option-havoc = Caos: dos comodines en el mazo golpean dondequiera que aparezcan
td-option-havoc-label = Caos (comodines)
td-option-havoc-name = caos
td-option-endless-night = Noche sin fin: roba hasta tener la mano llena cada turno; recorre el mazo dos veces
td-option-endless-night-label = Noche sin fin
td-option-endless-night-name = noche_sin_fin
td-option-total-victory = Victoria total: para ganar, no puede quedar ningún enemigo boca arriba al acabarse el mazo
td-option-total-victory-label = Victoria total
td-option-total-victory-name = victoria_total
td-option-calm-first-round = Los enemigos no avanzan en la ronda 1 (sus vanguardias acaban de girarse)
td-option-calm-first-round-label = Primera ronda tranquila
td-option-calm-first-round-name = primera_ronda_tranquila
td-option-three-actions = Como mucho 3 acciones por turno (Defender, Reparar, cartas especiales)
td-option-three-actions-label = Tres acciones por turno
td-option-three-actions-name = tres_acciones
td-option-free-trade = El Trueque de la Jota se puede usar cualquier número de veces por turno
td-option-free-trade-label = Trueque ilimitado
td-option-free-trade-name = trueque_ilimitado
td-metric-tower = más cartas de torre restantes
td-metric-rounds = menos rondas para ganar
td-metric-survived = mayor parte de la noche sobrevivida (%)

## Nombres

td-name-missile = Misil
td-name-swap = Intercambio
td-name-fortify = Fortificar
td-name-reinforcement = Refuerzo
td-name-power = Poder
td-name-shield = Escudo
td-name-revive = Revivir
td-name-trade = Trueque
td-name-necromancer = Nigromante
td-name-warlord = Señor de la guerra
td-name-banshee = Banshee
td-name-thief = Ladrón
td-army-left = ejército izquierdo
td-army-top = ejército superior
td-army-right = ejército derecho
td-slot-lf = vanguardia izquierda
td-slot-lr = retaguardia izquierda
td-slot-tf = vanguardia superior
td-slot-tr = retaguardia superior
td-slot-rf = vanguardia derecha
td-slot-rr = retaguardia derecha
td-a-card = una carta
td-nothing = nada
td-the-top-card = la carta superior
td-enemy = { $card } en la { $slot }
td-role = { $card } ({ $role })

## Botones

td-verb-defend = Defender
td-verb-repair = Reparar
td-verb-missile = Misil (As)
td-verb-swap = Intercambio (Rey)
td-verb-fortify = Fortificar (Reina)
td-verb-reinforce = Refuerzo (Jota)
td-verb-advantage = Jugar una Ventaja
td-verb-trade = Trueque (Jota)
td-verb-drop = Descartar
td-verb-end = Terminar el turno
td-label-slot-empty = { $slot }: vacía
td-label-slot-card = { $slot }: { $card }
td-label-slot-down = { $slot }: boca abajo
td-label-suit = { $suit ->
    [spades] Picas
    [hearts] Corazones
    [diamonds] Diamantes
   *[clubs] Tréboles
  } de la pila de descartes
td-label-pair = { $first } y { $second }
td-label-choose = Elegir

## Preguntas

td-prompt-drop = Ahora tu mano solo puede tener { $limit ->
    [one] { $limit } carta
   *[other] { $limit } cartas
  }: ¿qué carta descartas? Faltan { $left ->
    [one] { $left } carta
   *[other] { $left } cartas
  }.
td-prompt-act = Elige una acción: defender, reparar, jugar una carta especial o terminar el turno.
td-prompt-defend-target = ¿Contra qué enemigo boca arriba te defiendes?
td-prompt-defend-cards = ¿Qué cartas descartas contra { $enemy }? Elige una o más que sumen { $target } o más{ $values ->
    [shield] ; cada carta cuenta 1 más con tu Escudo
    [shield-faces] ; cada carta cuenta 1 más con tu Escudo, las Jotas, Reinas y Reyes 10
    [faces] ; las Jotas, Reinas y Reyes cuentan 9
   *[none] {""}
  }.
td-prompt-repair = ¿Con qué carta reparas la torre?
td-prompt-special = ¿Qué carta juegas?
td-prompt-missile = ¿Qué enemigo boca arriba eliminas?
td-prompt-swap = ¿Qué dos enemigos boca arriba intercambias?
td-prompt-reinforce-suit = ¿De qué palo tomas una carta de la pila de descartes?
td-prompt-reinforce-card = ¿Qué carta tomas de la pila de descartes?
td-prompt-pay-colour = ¿Con qué carta del mismo color pagas?
td-prompt-advantage = ¿Qué carta especial pones en juego como Ventaja?
td-prompt-pay-suit = ¿Con qué carta del mismo palo pagas?
td-prompt-trade = ¿Qué carta cambias por la carta superior del mazo?
td-prompt-choose = Elige.

## Las jugadas del jugador

td-describe-unknown = Una jugada que no forma parte de este juego.
td-describe-end = Terminas tu turno.
td-describe-drop = Descartas { $card } por el límite del Ladrón.
td-describe-defend = Te defiendes de { $enemy } con { $cards }.
td-describe-repair = Reparas la torre con { $card }, debajo de sus otras cartas.
td-describe-trade = Cambias { $card } por una carta del mazo.
td-describe-missile = Disparas un Misil ({ $card }, pagando con { $pay }) contra { $enemy }.
td-describe-swap = Juegas Intercambio ({ $card }, pagando con { $pay }): { $first } cambia de sitio con { $second }.
td-describe-fortify = Juegas Fortificar ({ $card }, pagando con { $pay }): { $top } pasa debajo de la torre.
td-describe-fortify-alone = Juegas Fortificar ({ $card }, pagando con { $pay }): la torre solo tiene { $top }, que sigue arriba, y nada cambia.
td-describe-reinforce = Llamas un Refuerzo ({ $card }, pagando con { $pay }) y recuperas { $taken } de la pila de descartes.
td-describe-advantage = Pones { $card } en juego como { $advantage }, pagando con { $pay }.

## Lo que pasó

td-event-setup = La torre se construye con { $tower ->
    [one] { $tower } carta
   *[other] { $tower } cartas
  }, tres ejércitos salen al campo y robas { $hand ->
    [one] { $hand } carta
   *[other] { $hand } cartas
  }.
td-event-round = Empieza la ronda { $round }.
td-event-flip = La carta de la { $slot } se pone boca arriba: { $card }.
td-event-advance = El { $army } avanza: { $card } deja la vanguardia por la pila de descartes y { $next } sube desde la retaguardia.
td-event-forward = { $card } sube desde la retaguardia a la vanguardia vacía del { $army }.
td-event-new = El { $army } está vacío: se reparte una nueva carta de vanguardia.
td-event-rear = Se reparte una nueva carta boca abajo en la retaguardia del { $army }.
td-event-none = El mazo está vacío: no hay carta nueva para el { $army }.
td-event-joker-army = Aparece un comodín en la { $slot }: sale del juego y { $known ->
    [yes] la carta superior de la torre, { $card },
   *[other] la carta superior de la torre
  } va al fondo del mazo.
td-event-joker-tower = Aparece un comodín en lo alto de la torre: sale del juego{ $known ->
    [yes] {" "}y la carta boca abajo que había debajo va al fondo del mazo sin que se vea
   *[other] {""}
  }.
td-event-joker-hand = Robas un comodín: sale del juego, { $pile ->
    [yes] la pila de descartes ({ $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }) se baraja en el mazo
   *[other] se baraja el mazo
  } y vuelves a robar.
td-event-top = La carta superior de la torre es ahora { $card }.
td-event-necro-clear = El Nigromante elimina tus Ventajas: { $cards }.
td-event-revive-lost = Sin Revivir, la torre tiene como mucho 5 cartas: su carta superior, { $card }, va al fondo del mazo.
td-event-thief = Ha aparecido un Ladrón: descarta { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  } de tu mano.
td-event-limit = El Bardo ya no está en lo alto de tu torre, así que tu mano solo puede tener { $limit ->
    [one] { $limit } carta
   *[other] { $limit } cartas
  }: descarta { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }.
td-event-draw = Robas { $cards }.
td-event-draw-none = El mazo está vacío: no robas nada.
td-attack-army = el { $army } ({ $value })
td-event-attack = { $armies } { $count ->
    [one] ataca
   *[other] atacan con { $total }
  } la carta superior de la torre, { $top } ({ $against }): { $hit ->
    [yes] { $top } se pierde y va al fondo del mazo
   *[other] la torre resiste
  }.
td-event-attack-none = Ningún ejército ataca la torre en esta ronda.
td-event-penalty = { $n ->
    [one] Una figura participó en el ataque, así que la carta superior de la pila de descartes va al fondo del mazo.
   *[other] Una figura participó en el ataque, así que las { $n } cartas superiores de la pila de descartes van al fondo del mazo.
  }
td-event-upkeep = { $n ->
    [one] El Nigromante envía la carta superior de la pila de descartes al fondo del mazo.
   *[other] El Nigromante envía las { $n } cartas superiores de la pila de descartes al fondo del mazo.
  }
td-event-deck-out = El mazo se ha acabado por primera vez: la pila de descartes ({ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }) se baraja para formar un mazo nuevo.
td-event-expire = El Refuerzo sin usar al final del turno va a la pila de descartes: { $cards }.

## El registro de tus jugadas y del final

td-echo-defend = Derrotaste a { $card } ({ $slot }) con { $cards }.
td-echo-repair = Reparaste la torre con { $card }: tiene { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }.
td-echo-missile = Misil ({ $card }): { $target } eliminado de la { $slot }.
td-echo-swap = Intercambio ({ $card }): { $first } y { $second } cambiaron de sitio ({ $first_slot }, { $second_slot }).
td-echo-fortify = Fortificar ({ $card }): { $under } pasó debajo de la torre.
td-echo-fortify-alone = Fortificar ({ $card }): la torre tiene una sola carta, { $top }, que sigue arriba.
td-echo-reinforce = Refuerzo ({ $card }): tomaste { $taken } de la pila de descartes.
td-echo-advantage = { $card } está en juego como { $advantage }.
td-echo-trade = Cambiaste { $card }.
td-echo-drop = Descartaste { $card } por el Ladrón.
td-echo-end = Terminaste tu turno.
td-echo-win = Llega la mañana: el mazo se ha acabado y la torre sigue en pie con { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }.
td-echo-loss = La torre cayó en la ronda { $round }.
td-echo-stalemate = En la ronda { $round } la noche se detuvo con enemigos en el campo y sin jugadas posibles.
td-echo-resign = Te rendiste en la ronda { $round }.
td-echo-timeout = Te quedaste sin tiempo en la ronda { $round }.
td-echo-abandon = Abandonada en la ronda { $round }.
td-echo-cap = La partida se detuvo tras la ronda { $round }.
td-echo-unknown = La mesa ha cambiado.

## Cómo terminó la partida

td-reason-win = Ganas: el mazo se ha acabado{ $total ->
    [yes] {" "}y no queda ningún enemigo boca arriba
   *[other] {""}
  }, y tu torre sigue en pie con { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }.
td-reason-resign = Te rendiste.
td-reason-timeout = Te quedaste sin tiempo y pierdes la partida.
td-reason-abandon = Abandonada: nadie jugó.
td-reason-cap = La partida duró demasiado y se detuvo.
td-reason-stalemate = Pierdes: el mazo está vacío, quedan enemigos en pie y ya no puede pasar nada más, así que la Victoria total está fuera de tu alcance.
td-reason-loss = Pierdes: la última carta de tu torre cayó en la ronda { $round }.

## Estado

td-status-round = Ronda { $round }
td-status-tower = torre { $n } de { $cap }
td-status-hand = mano { $n } de { $limit }
td-status-deck = mazo { $n }
td-status-discard = descartes { $n }
td-status-pass = pasada del mazo { $n } de 2
td-status-actions = acciones { $n } de 3

## Cartas especiales en vigor

td-force-necromancer = Nigromante: sin cartas especiales
td-force-wizard = El Mago anula al Nigromante
td-force-warlord = Señor de la guerra: enemigos +{ $n }
td-force-banshee = Banshee: retaguardias boca arriba +{ $n }
td-force-thief = Ladrón: límite de mano 4{ $bard ->
    [yes] , sin Bardo
   *[other] {""}
  }
td-force-knight = Caballero: enemigos -1
td-force-bard = Bardo: límite de mano 7, robas 2
td-force-traitor = Traidor: la vanguardia { $colour ->
    [black] negra
   *[red] roja
  } más fuerte es inmune
td-force-power = Poder: defiende con cualquier color
td-force-shield = Escudo: cartas defensoras +1
td-force-revive = Revivir: repara a 1 o 2 de distancia, torre de 6
td-force-trade = Trueque: una carta de la mano por una nueva

## Por qué se rechaza una jugada

td-illegal-drop-first = Primero descarta hasta tu límite de mano de { $limit ->
    [one] { $limit } carta
   *[other] { $limit } cartas
  }.
td-illegal-drop-card = Descarta una carta de tu mano.
td-illegal-not-a-move = Esa no es una jugada de este juego.
td-illegal-no-drop = Ahora no hace falta descartar nada.
td-illegal-budget = Ya has usado tus 3 acciones este turno: termina el turno.
td-illegal-not-in-hand = { $card } no está en tu mano.
td-illegal-necromancer = Hay un Nigromante boca arriba: no se puede jugar ninguna carta especial.
td-illegal-tower-full = La torre ya tiene { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }.
td-illegal-repair = Una carta de reparación debe ser del color de la carta superior y estar a { $revive ->
    [yes] 1 o 2
   *[other] exactamente 1
  } de su valor.
td-illegal-trade-none = El Trueque necesita una Jota en juego como Ventaja.
td-illegal-trade-empty = El mazo está vacío: no hay nada por lo que cambiar.
td-illegal-trade-done = Ya has hecho un trueque este turno.
td-illegal-advantages-full = Ya hay dos Ventajas en juego.
td-illegal-advantage = Una Ventaja es una carta especial pagada con otra carta de su palo, una de cada tipo.
td-illegal-not-special = Solo una Jota, Reina, Rey o As se juega como carta especial.
td-illegal-wrong-special = { $card } se juega al momento como { $played }, no como { $wanted }.
td-illegal-pay-colour = Una carta especial jugada al momento se paga con otra carta de su color.
td-illegal-reinforce = { $card } no está en la pila de descartes.
td-illegal-swap = Intercambia dos enemigos boca arriba distintos.
td-illegal-missile = El Misil necesita un enemigo boca arriba que eliminar.
td-illegal-defend-face-down = Defiéndete de una carta enemiga boca arriba.
td-illegal-traitor = El Traidor en lo alto de tu torre prohíbe defenderte de { $card }.
td-illegal-hand-order = Nombra las cartas en el orden en que están en tu mano.
td-illegal-ace = Un As no se puede usar para defender.
td-illegal-colour = Contra { $enemy } solo te defiendes con cartas { $colour ->
    [black] negras
   *[red] rojas
  }, y { $card } no es { $colour ->
    [black] negra
   *[red] roja
  }.
td-illegal-too-weak = Esas cartas valen { $total }{ $shield ->
    [yes] {" "}con tu Escudo
   *[other] {""}
  }; { $enemy } necesita { $need } o más. Elige más cartas o cartas más fuertes.

## Botones de jugadas completas

td-action-drop = Descartar { $card }
td-action-defend = Derrotar a { $enemy } ({ $slot }) con { $cards }
td-action-defend-short = Derrotar a { $enemy } con { $cards }
td-action-defend-shortest = Derrotar con { $cards }
td-action-repair = Reparar con { $card } (torre de { $n } a { $next })
td-action-trade = Cambiar { $card } por la carta superior del mazo
td-action-missile = Misil: eliminar { $enemy } de la { $slot }, paga { $pay }
td-action-missile-short = Misil: eliminar { $enemy } ({ $slot }), paga { $pay }
td-action-swap = Intercambiar { $first } ({ $first_slot }) y { $second } ({ $second_slot }), paga { $pay }
td-action-fortify = Fortificar: { $top } pasa debajo de la torre, paga { $pay }
td-action-fortify-alone = Fortificar: no cambia nada (torre de una carta), paga { $pay }
td-action-reinforce = Refuerzo: tomar { $card } de la pila de descartes, paga { $pay }
td-action-reinforce-short = Refuerzo: tomar { $card } de los descartes, paga { $pay }
td-action-advantage = Ventaja { $advantage } ({ $card }), paga { $pay }
td-action-end-quiet = Terminar el turno: ningún ejército ataca
td-action-end-breach = Terminar el turno: el ataque ({ $total } contra { $against }) se lleva la carta superior de la torre
td-action-end-holds = Terminar el turno: la torre resiste ({ $total } contra { $against })

## Pistas: por qué esta jugada

td-why-tail-won = ; esta jugada ganó { $won } de sus { $played } partidas de prueba
td-why-tail-closest = ; fue la jugada que más cerca estuvo de ganar en sus { $played } partidas de prueba
td-why-saves = { $kind ->
    [missile] Disparar el Misil contra
   *[defend] Derrotar a
  } { $card } en la { $slot } salva la carta superior de tu torre: los ejércitos golpearían con { $total } contra su valor de { $value }, y con { $after } sin ese enemigo{ $tail }.
td-why-sooner = Tu torre resiste este turno de todos modos, y { $kind ->
    [missile] disparar el Misil contra
   *[defend] derrotar a
  } { $card } en la { $slot } saca antes la siguiente carta enemiga del mazo, así que la noche termina antes{ $tail }.
td-why-lowers = { $kind ->
    [missile] Disparar el Misil contra
   *[defend] Derrotar a
  } { $card } en la { $slot } baja el ataque de este turno de { $total } a { $after }, contra la carta superior de tu torre (vale { $value }){ $tail }.
td-why-same = { $kind ->
    [missile] Disparar el Misil contra
   *[defend] Derrotar a
  } { $card } en la { $slot } deja el ataque de este turno en { $total }, pero saca antes la siguiente carta enemiga del mazo, así que la noche termina antes{ $tail }.
td-why-raises = { $kind ->
    [missile] Disparar el Misil contra
   *[defend] Derrotar a
  } { $card } en la { $slot } deja que otra carta encabece su ejército (el ataque de este turno pasa de { $total } a { $after }, contra la carta superior de tu torre, que vale { $value }) y saca antes la siguiente carta enemiga del mazo{ $tail }.
td-why-repair = Reparar con { $card } la pone debajo de tu torre (de { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  } a { $next }): un golpe más que la torre puede aguantar{ $tail }.
td-why-end-quiet = Ningún ejército ataca este turno, así que terminarlo guarda tus cartas para después{ $tail }.
td-why-end-short = El ataque de { $total } no alcanza la carta superior de tu torre (vale { $value }), así que terminar el turno guarda tus cartas para después{ $tail }.
td-why-end-breach = El ataque de { $total } se llevará la carta superior de tu torre (vale { $value }), pero guardar tus cartas para turnos posteriores dio mejor resultado que gastarlas ahora{ $tail }.
td-why-advantage = Mantener { $card } en juego como { $kind ->
    [power] Poder, para que cualquier color pueda defender,
    [shield] Escudo, para que cada carta defensora cuente 1 más,
    [revive] Revivir, para reparar a 1 o 2 de distancia con una torre de 6 cartas,
   *[trade] Trueque, para cambiar una carta por turno por una nueva,
  } ayuda en cada turno que queda{ $tail }.
td-why-drop = { $card } es la carta de la que mejor puedes prescindir{ $tail }.
td-why-fortify = Fortificar envía { $card } debajo de tu torre y pone boca arriba una nueva carta superior{ $tail }.
td-why-fortify-alone = Fortificar una torre de una sola carta no cambia nada, pero pone la Reina y su pago en el descarte{ $tail }.
td-why-reinforce = Recuperar { $card } de la pila de descartes te da la carta que necesitas{ $tail }.
