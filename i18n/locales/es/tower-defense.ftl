### Tower Defense (engine/tower_defense): resumen y opciones, botones, preguntas, registro,
### estado, resultado, rechazos, cartas especiales en vigor y razones de las pistas.

## El juego en los menús

tower-defense-summary = Solitario: defiende tu torre de tres ejércitos enemigos hasta que se acabe el mazo.
tower-defense-one-player = Tower Defense es un juego para 1 jugador.
tower-defense-act-hint = defiende tu torre
tower-defense-wait-hint = Ahora no tienes nada que hacer.
tower-defense-option-havoc = Caos: dos comodines en el mazo golpean dondequiera que aparezcan
tower-defense-option-havoc-label = Caos (comodines)
tower-defense-option-havoc-name = caos
tower-defense-option-endless-night = Noche sin fin: roba hasta tener la mano llena cada turno; recorre el mazo dos veces
tower-defense-option-endless-night-label = Noche sin fin
tower-defense-option-endless-night-name = noche_sin_fin
tower-defense-option-total-victory = Victoria total: para ganar, no puede quedar ningún enemigo boca arriba al acabarse el mazo
tower-defense-option-total-victory-label = Victoria total
tower-defense-option-total-victory-name = victoria_total
tower-defense-option-calm-first-round = Los enemigos no avanzan en la ronda 1 (sus vanguardias acaban de girarse)
tower-defense-option-calm-first-round-label = Primera ronda tranquila
tower-defense-option-calm-first-round-name = primera_ronda_tranquila
tower-defense-option-three-actions = Como mucho 3 acciones por turno (Defender, Reparar, cartas especiales)
tower-defense-option-three-actions-label = Tres acciones por turno
tower-defense-option-three-actions-name = tres_acciones
tower-defense-option-free-trade = El Trueque de la Jota se puede usar cualquier número de veces por turno
tower-defense-option-free-trade-label = Trueque ilimitado
tower-defense-option-free-trade-name = trueque_ilimitado
tower-defense-metric-tower = más cartas de torre restantes
tower-defense-metric-rounds = menos rondas para ganar
tower-defense-metric-survived = mayor parte de la noche sobrevivida (%)

## Nombres

tower-defense-name-missile = Misil
tower-defense-name-swap = Intercambio
tower-defense-name-fortify = Fortificar
tower-defense-name-reinforcement = Refuerzo
tower-defense-name-power = Poder
tower-defense-name-shield = Escudo
tower-defense-name-revive = Revivir
tower-defense-name-trade = Trueque
tower-defense-name-necromancer = Nigromante
tower-defense-name-warlord = Señor de la guerra
tower-defense-name-banshee = Banshee
tower-defense-name-thief = Ladrón
tower-defense-army-left = ejército izquierdo
tower-defense-army-top = ejército superior
tower-defense-army-right = ejército derecho
tower-defense-slot-lf = vanguardia izquierda
tower-defense-slot-lr = retaguardia izquierda
tower-defense-slot-tf = vanguardia superior
tower-defense-slot-tr = retaguardia superior
tower-defense-slot-rf = vanguardia derecha
tower-defense-slot-rr = retaguardia derecha
tower-defense-a-card = una carta
tower-defense-nothing = nada
tower-defense-the-top-card = la carta superior
tower-defense-enemy = { $card } en la { $slot }
tower-defense-role = { $card } ({ $role })

## Botones

tower-defense-verb-defend = Defender
tower-defense-verb-repair = Reparar
tower-defense-verb-missile = Misil (As)
tower-defense-verb-swap = Intercambio (Rey)
tower-defense-verb-fortify = Fortificar (Reina)
tower-defense-verb-reinforce = Refuerzo (Jota)
tower-defense-verb-advantage = Jugar una Ventaja
tower-defense-verb-trade = Trueque (Jota)
tower-defense-verb-drop = Descartar
tower-defense-verb-end = Terminar el turno
tower-defense-label-slot-empty = { $slot }: vacía
tower-defense-label-slot-card = { $slot }: { $card }
tower-defense-label-slot-down = { $slot }: boca abajo
tower-defense-label-suit = { $suit ->
    [spades] Picas
    [hearts] Corazones
    [diamonds] Diamantes
   *[clubs] Tréboles
  } de la pila de descartes
tower-defense-label-pair = { $first } y { $second }
tower-defense-label-choose = Elegir

## Preguntas

tower-defense-prompt-drop = Ahora tu mano solo puede tener { $limit ->
    [one] { $limit } carta
   *[other] { $limit } cartas
  }: ¿qué carta descartas? Faltan { $left ->
    [one] { $left } carta
   *[other] { $left } cartas
  }.
tower-defense-prompt-act = Elige una acción: defender, reparar, jugar una carta especial o terminar el turno.
tower-defense-prompt-defend-target = ¿Contra qué enemigo boca arriba te defiendes?
tower-defense-prompt-defend-cards = ¿Qué cartas descartas contra { $enemy }? Elige una o más que sumen { $target } o más{ $values ->
    [shield] ; cada carta cuenta 1 más con tu Escudo
    [shield-faces] ; cada carta cuenta 1 más con tu Escudo, las Jotas, Reinas y Reyes 10
    [faces] ; las Jotas, Reinas y Reyes cuentan 9
   *[none] {""}
  }.
tower-defense-placeholder-defend-cards = Cartas que sumen { $target } o más contra { $enemy }
tower-defense-prompt-repair = ¿Con qué carta reparas la torre?
tower-defense-prompt-special = ¿Qué carta juegas?
tower-defense-prompt-missile = ¿Qué enemigo boca arriba eliminas?
tower-defense-prompt-swap = ¿Qué dos enemigos boca arriba intercambias?
tower-defense-prompt-reinforce-suit = ¿De qué palo tomas una carta de la pila de descartes?
tower-defense-prompt-reinforce-card = ¿Qué carta tomas de la pila de descartes?
tower-defense-prompt-pay-colour = ¿Con qué carta del mismo color pagas?
tower-defense-prompt-advantage = ¿Qué carta especial pones en juego como Ventaja?
tower-defense-prompt-pay-suit = ¿Con qué carta del mismo palo pagas?
tower-defense-prompt-trade = ¿Qué carta cambias por la carta superior del mazo?
tower-defense-prompt-choose = Elige.

## Las jugadas del jugador

tower-defense-describe-unknown = Una jugada que no forma parte de este juego.
tower-defense-describe-end = Terminas tu turno.
tower-defense-describe-drop = Descartas { $card } por el límite del Ladrón.
tower-defense-describe-defend = Te defiendes de { $enemy } con { $cards }.
tower-defense-describe-repair = Reparas la torre con { $card }, debajo de sus otras cartas.
tower-defense-describe-trade = Cambias { $card } por una carta del mazo.
tower-defense-describe-missile = Disparas un Misil ({ $card }, pagando con { $pay }) contra { $enemy }.
tower-defense-describe-swap = Juegas Intercambio ({ $card }, pagando con { $pay }): { $first } cambia de sitio con { $second }.
tower-defense-describe-fortify = Juegas Fortificar ({ $card }, pagando con { $pay }): { $top } pasa debajo de la torre.
tower-defense-describe-fortify-alone = Juegas Fortificar ({ $card }, pagando con { $pay }): la torre solo tiene { $top }, que sigue arriba, y nada cambia.
tower-defense-describe-reinforce = Llamas un Refuerzo ({ $card }, pagando con { $pay }) y recuperas { $taken } de la pila de descartes.
tower-defense-describe-advantage = Pones { $card } en juego como { $advantage }, pagando con { $pay }.

## Lo que pasó

tower-defense-event-setup = La torre se construye con { $tower ->
    [one] { $tower } carta
   *[other] { $tower } cartas
  }, tres ejércitos salen al campo y robas { $hand ->
    [one] { $hand } carta
   *[other] { $hand } cartas
  }.
tower-defense-event-round = Empieza la ronda { $round }.
tower-defense-event-flip = La carta de la { $slot } se pone boca arriba: { $card }.
tower-defense-event-advance = El { $army } avanza: { $card } deja la vanguardia por la pila de descartes y { $next } sube desde la retaguardia.
tower-defense-event-forward = { $card } sube desde la retaguardia a la vanguardia vacía del { $army }.
tower-defense-event-new = El { $army } está vacío: se reparte una nueva carta de vanguardia.
tower-defense-event-rear = Se reparte una nueva carta boca abajo en la retaguardia del { $army }.
tower-defense-event-none = El mazo está vacío: no hay carta nueva para el { $army }.
tower-defense-event-joker-army = Aparece un comodín en la { $slot }: sale del juego y { $known ->
    [yes] la carta superior de la torre, { $card },
   *[other] la carta superior de la torre
  } va al fondo del mazo.
tower-defense-event-joker-tower = Aparece un comodín en lo alto de la torre: sale del juego{ $known ->
    [yes] {" "}y la carta boca abajo que había debajo va al fondo del mazo sin que se vea
   *[other] {""}
  }.
tower-defense-event-joker-hand = Robas un comodín: sale del juego, { $pile ->
    [yes] la pila de descartes ({ $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }) se baraja en el mazo
   *[other] se baraja el mazo
  } y vuelves a robar.
tower-defense-event-top = La carta superior de la torre es ahora { $card }.
tower-defense-event-necro-clear = El Nigromante elimina tus Ventajas: { $cards }.
tower-defense-event-revive-lost = Sin Revivir, la torre tiene como mucho 5 cartas: su carta superior, { $card }, va al fondo del mazo.
tower-defense-event-thief = Ha aparecido un Ladrón: descarta { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  } de tu mano.
tower-defense-event-limit = El Bardo ya no está en lo alto de tu torre, así que tu mano solo puede tener { $limit ->
    [one] { $limit } carta
   *[other] { $limit } cartas
  }: descarta { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }.
tower-defense-event-draw = Robas { $cards }.
tower-defense-event-draw-none = El mazo está vacío: no robas nada.
tower-defense-attack-army = el { $army } ({ $value })
tower-defense-event-attack = { $armies } { $count ->
    [one] ataca
   *[other] atacan con { $total }
  } la carta superior de la torre, { $top } ({ $against }): { $hit ->
    [yes] { $top } se pierde y va al fondo del mazo
   *[other] la torre resiste
  }.
tower-defense-event-attack-none = Ningún ejército ataca la torre en esta ronda.
tower-defense-event-penalty = { $n ->
    [1] Una figura participó en el ataque, así que la carta superior de la pila de descartes va al fondo del mazo.
   *[other] Una figura participó en el ataque, así que las { $n } cartas superiores de la pila de descartes van al fondo del mazo.
  }
tower-defense-event-upkeep = { $n ->
    [1] El Nigromante envía la carta superior de la pila de descartes al fondo del mazo.
   *[other] El Nigromante envía las { $n } cartas superiores de la pila de descartes al fondo del mazo.
  }
tower-defense-event-deck-out = El mazo se ha acabado por primera vez: la pila de descartes ({ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }) se baraja para formar un mazo nuevo.
tower-defense-event-expire = El Refuerzo sin usar al final del turno va a la pila de descartes: { $cards }.

## El registro de tus jugadas y del final

tower-defense-event-defend = Derrotaste a { $card } ({ $slot }) con { $cards }.
tower-defense-event-repair = Reparaste la torre con { $card }: tiene { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }.
tower-defense-event-missile = Misil ({ $card }): { $target } eliminado de la { $slot }.
tower-defense-event-swap = Intercambio ({ $card }): { $first } y { $second } cambiaron de sitio ({ $first_slot }, { $second_slot }).
tower-defense-event-fortify = Fortificar ({ $card }): { $under } pasó debajo de la torre.
tower-defense-event-fortify-alone = Fortificar ({ $card }): la torre tiene una sola carta, { $top }, que sigue arriba.
tower-defense-event-reinforce = Refuerzo ({ $card }): tomaste { $taken } de la pila de descartes.
tower-defense-event-advantage = { $card } está en juego como { $advantage }.
tower-defense-event-trade = Cambiaste { $card }.
tower-defense-event-drop = Descartaste { $card } por el Ladrón.
tower-defense-event-end = Terminaste tu turno.
tower-defense-event-win = Llega la mañana: el mazo se ha acabado y la torre sigue en pie con { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }.
tower-defense-event-loss = La torre cayó en la ronda { $round }.
tower-defense-event-stalemate = En la ronda { $round } la noche se detuvo con enemigos en el campo y sin jugadas posibles.
tower-defense-event-resign = Te rendiste en la ronda { $round }.
tower-defense-event-timeout = Te quedaste sin tiempo en la ronda { $round }.
tower-defense-event-abandon = Abandonada en la ronda { $round }.
tower-defense-event-cap = La partida se detuvo tras la ronda { $round }.
tower-defense-event-unknown = La mesa ha cambiado.

## Cómo terminó la partida

tower-defense-reason-win = Ganas: el mazo se ha acabado{ $total ->
    [yes] {" "}y no queda ningún enemigo boca arriba
   *[other] {""}
  }, y tu torre sigue en pie con { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }.
tower-defense-reason-resign = Te rendiste.
tower-defense-reason-timeout = Te quedaste sin tiempo y pierdes la partida.
tower-defense-reason-abandon = Abandonada: nadie jugó.
tower-defense-reason-cap = La partida duró demasiado y se detuvo.
tower-defense-reason-stalemate = Pierdes: el mazo está vacío, quedan enemigos en pie y ya no puede pasar nada más, así que la Victoria total está fuera de tu alcance.
tower-defense-reason-loss = Pierdes: la última carta de tu torre cayó en la ronda { $round }.

## Estado

tower-defense-status-round = Ronda { $round }
tower-defense-status-tower = torre { $n } de { $cap }
tower-defense-status-hand = mano { $n } de { $limit }
tower-defense-status-deck = mazo { $n }
tower-defense-status-discard = descartes { $n }
tower-defense-status-pass = pasada del mazo { $n } de 2
tower-defense-status-actions = acciones { $n } de 3

## Cartas especiales en vigor

tower-defense-force-necromancer = Nigromante: sin cartas especiales
tower-defense-force-wizard = El Mago anula al Nigromante
tower-defense-force-warlord = Señor de la guerra: enemigos +{ $n }
tower-defense-force-banshee = Banshee: retaguardias boca arriba +{ $n }
tower-defense-force-thief = Ladrón: límite de mano 4{ $bard ->
    [yes] , sin Bardo
   *[other] {""}
  }
tower-defense-force-knight = Caballero: enemigos -1
tower-defense-force-bard = Bardo: límite de mano 7, robas 2
tower-defense-force-traitor = Traidor: la vanguardia { $colour ->
    [black] negra
   *[red] roja
  } más fuerte es inmune
tower-defense-force-power = Poder: defiende con cualquier color
tower-defense-force-shield = Escudo: cartas defensoras +1
tower-defense-force-revive = Revivir: repara a 1 o 2 de distancia, torre de 6
tower-defense-force-trade = Trueque: una carta de la mano por una nueva

## Por qué se rechaza una jugada

tower-defense-illegal-drop-first = Primero descarta hasta tu límite de mano de { $limit ->
    [one] { $limit } carta
   *[other] { $limit } cartas
  }.
tower-defense-illegal-drop-card = Descarta una carta de tu mano.
tower-defense-illegal-not-a-move = Esa no es una jugada de este juego.
tower-defense-illegal-no-drop = Ahora no hace falta descartar nada.
tower-defense-illegal-budget = Ya has usado tus 3 acciones este turno: termina el turno.
tower-defense-illegal-not-in-hand = { $card } no está en tu mano.
tower-defense-illegal-necromancer = Hay un Nigromante boca arriba: no se puede jugar ninguna carta especial.
tower-defense-illegal-tower-full = La torre ya tiene { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }.
tower-defense-illegal-repair = Una carta de reparación debe ser del color de la carta superior y estar a { $revive ->
    [yes] 1 o 2
   *[other] exactamente 1
  } de su valor.
tower-defense-illegal-trade-none = El Trueque necesita una Jota en juego como Ventaja.
tower-defense-illegal-trade-empty = El mazo está vacío: no hay nada por lo que cambiar.
tower-defense-illegal-trade-done = Ya has hecho un trueque este turno.
tower-defense-illegal-advantages-full = Ya hay dos Ventajas en juego.
tower-defense-illegal-advantage = Una Ventaja es una carta especial pagada con otra carta de su palo, una de cada tipo.
tower-defense-illegal-not-special = Solo una Jota, Reina, Rey o As se juega como carta especial.
tower-defense-illegal-wrong-special = { $card } se juega al momento como { $played }, no como { $wanted }.
tower-defense-illegal-pay-colour = Una carta especial jugada al momento se paga con otra carta de su color.
tower-defense-illegal-reinforce = { $card } no está en la pila de descartes.
tower-defense-illegal-swap = Intercambia dos enemigos boca arriba distintos.
tower-defense-illegal-missile = El Misil necesita un enemigo boca arriba que eliminar.
tower-defense-illegal-defend-face-down = Defiéndete de una carta enemiga boca arriba.
tower-defense-illegal-traitor = El Traidor en lo alto de tu torre prohíbe defenderte de { $card }.
tower-defense-illegal-hand-order = Nombra las cartas en el orden en que están en tu mano.
tower-defense-illegal-ace = Un As no se puede usar para defender.
tower-defense-illegal-colour = Contra { $enemy } solo te defiendes con cartas { $colour ->
    [black] negras
   *[red] rojas
  }, y { $card } no es { $colour ->
    [black] negra
   *[red] roja
  }.
tower-defense-illegal-too-weak = Esas cartas valen { $total }{ $shield ->
    [yes] {" "}con tu Escudo
   *[other] {""}
  }; { $enemy } necesita { $need } o más. Elige más cartas o cartas más fuertes.

## Botones de jugadas completas

tower-defense-action-drop = Descartar { $card }
tower-defense-action-defend = Derrotar a { $enemy } ({ $slot }) con { $cards }
tower-defense-action-defend-short = Derrotar a { $enemy } con { $cards }
tower-defense-action-defend-shortest = Derrotar con { $cards }
tower-defense-action-repair = Reparar con { $card } (torre de { $n } a { $next })
tower-defense-action-trade = Cambiar { $card } por la carta superior del mazo
tower-defense-action-missile = Misil: eliminar { $enemy } de la { $slot }, paga { $pay }
tower-defense-action-missile-short = Misil: eliminar { $enemy } ({ $slot }), paga { $pay }
tower-defense-action-swap = Intercambiar { $first } ({ $first_slot }) y { $second } ({ $second_slot }), paga { $pay }
tower-defense-action-fortify = Fortificar: { $top } pasa debajo de la torre, paga { $pay }
tower-defense-action-fortify-alone = Fortificar: no cambia nada (torre de una carta), paga { $pay }
tower-defense-action-reinforce = Refuerzo: tomar { $card } de la pila de descartes, paga { $pay }
tower-defense-action-reinforce-short = Refuerzo: tomar { $card } de los descartes, paga { $pay }
tower-defense-action-advantage = Ventaja { $advantage } ({ $card }), paga { $pay }
tower-defense-action-end-quiet = Terminar el turno: ningún ejército ataca
tower-defense-action-end-breach = Terminar el turno: el ataque ({ $total } contra { $against }) se lleva la carta superior
tower-defense-action-end-holds = Terminar el turno: la torre resiste ({ $total } contra { $against })

## Pistas: por qué esta jugada

tower-defense-why-tail-won = ; esta jugada ganó { $won } de sus { $played } partidas de prueba
tower-defense-why-tail-closest = ; fue la jugada que más cerca estuvo de ganar en sus { $played } partidas de prueba
tower-defense-why-saves = { $kind ->
    [missile] Disparar el Misil contra
   *[defend] Derrotar a
  } { $card } en la { $slot } salva la carta superior de tu torre: los ejércitos golpearían con { $total } contra su valor de { $value }, y con { $after } sin ese enemigo{ $tail }.
tower-defense-why-sooner = Tu torre resiste este turno de todos modos, y { $kind ->
    [missile] disparar el Misil contra
   *[defend] derrotar a
  } { $card } en la { $slot } saca antes la siguiente carta enemiga del mazo, así que la noche termina antes{ $tail }.
tower-defense-why-lowers = { $kind ->
    [missile] Disparar el Misil contra
   *[defend] Derrotar a
  } { $card } en la { $slot } baja el ataque de este turno de { $total } a { $after }, contra la carta superior de tu torre (vale { $value }){ $tail }.
tower-defense-why-same = { $kind ->
    [missile] Disparar el Misil contra
   *[defend] Derrotar a
  } { $card } en la { $slot } deja el ataque de este turno en { $total }, pero saca antes la siguiente carta enemiga del mazo, así que la noche termina antes{ $tail }.
tower-defense-why-raises = { $kind ->
    [missile] Disparar el Misil contra
   *[defend] Derrotar a
  } { $card } en la { $slot } deja que otra carta encabece su ejército (el ataque de este turno pasa de { $total } a { $after }, contra la carta superior de tu torre, que vale { $value }) y saca antes la siguiente carta enemiga del mazo{ $tail }.
tower-defense-why-repair = Reparar con { $card } la pone debajo de tu torre (de { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  } a { $next }): un golpe más que la torre puede aguantar{ $tail }.
tower-defense-why-end-quiet = Ningún ejército ataca este turno, así que terminarlo guarda tus cartas para después{ $tail }.
tower-defense-why-end-short = El ataque de { $total } no alcanza la carta superior de tu torre (vale { $value }), así que terminar el turno guarda tus cartas para después{ $tail }.
tower-defense-why-end-breach = El ataque de { $total } se llevará la carta superior de tu torre (vale { $value }), pero guardar tus cartas para turnos posteriores dio mejor resultado que gastarlas ahora{ $tail }.
tower-defense-why-advantage = Mantener { $card } en juego como { $kind ->
    [power] Poder, para que cualquier color pueda defender,
    [shield] Escudo, para que cada carta defensora cuente 1 más,
    [revive] Revivir, para reparar a 1 o 2 de distancia con una torre de 6 cartas,
   *[trade] Trueque, para cambiar una carta por turno por una nueva,
  } ayuda en cada turno que queda{ $tail }.
tower-defense-why-drop = { $card } es la carta de la que mejor puedes prescindir{ $tail }.
tower-defense-why-fortify = Fortificar envía { $card } debajo de tu torre y pone boca arriba una nueva carta superior{ $tail }.
tower-defense-why-fortify-alone = Fortificar una torre de una sola carta no cambia nada, pero pone la Reina y su pago en el descarte{ $tail }.
tower-defense-why-reinforce = Recuperar { $card } de la pila de descartes te da la carta que necesitas{ $tail }.
