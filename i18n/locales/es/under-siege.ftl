# Under Siege – Español
# Términos: attrition = resistencia, front line = línea del frente, reserve pile = pila de
# reserva, back = retaguardia, shoot card = carta de disparo, face card = figura,
# encounter = enfrentamiento, dead pile = descarte, automaton = autómata, go through = pasar.

## Ficha del juego

under-siege-summary = Despliega un frente, reservas y figuras, y lucha hasta que un ejército se quede sin resistencia.
under-siege-option-plus-one = Quién gana el punto extra: quien perdió menos en la batalla, o cada ganador de un enfrentamiento
under-siege-option-plus-one-label = Punto extra de resistencia
under-siege-option-plus-one-name = punto_extra
under-siege-option-plus-one-choice-battle = batalla
under-siege-option-plus-one-choice-encounter = enfrentamiento
under-siege-option-jacks-stack = Cada Jota boca arriba da +1 a tus cartas del frente (desactivado: +1 sin importar cuántas)
under-siege-option-jacks-stack-label = Los bonus de Jota se suman
under-siege-option-jacks-stack-name = jotas_se_suman
under-siege-option-face-shoot-cards = Jotas, Reinas y Reyes pueden ser cartas de disparo sobre una Reina, y disparan por 12
under-siege-option-face-shoot-cards-label = Figuras como cartas de disparo
under-siege-option-face-shoot-cards-name = figuras_cartas_de_disparo
under-siege-option-challenger-role = El rol de quien reta: defensor (despliega primero), atacante o al azar
under-siege-option-challenger-role-label = Rol de quien reta
under-siege-option-challenger-role-name = rol_de_quien_reta
under-siege-option-challenger-role-choice-random = al azar
under-siege-option-challenger-role-choice-defender = defensor
under-siege-option-challenger-role-choice-attacker = atacante
under-siege-metric-best-attrition = mejor resistencia final
under-siege-metric-margin = ventaja de resistencia
under-siege-seats-one = solitario contra el autómata
under-siege-seats-two = dos jugadores, o tú contra el bot
under-siege-players = Under Siege es un juego para 1 o 2 jugadores.
under-siege-act-hint = { $n ->
    [one] despliega tus cartas o responde a la pregunta de la batalla
   *[other] desplegad vuestras cartas o responded a la pregunta de la batalla
  }
under-siege-wait-hint = Ahora no tienes nada que hacer; esperando al otro bando.
under-siege-automaton-name = el autómata

## Fin de la partida

under-siege-outcome-abandoned = Abandonada: nadie jugó.
under-siege-outcome-stopped-solo = { $ending ->
        [resign] { $name } se ha rendido
        [timeout] { $name } se ha quedado sin tiempo y pierde por abandono
       *[other] { $name } lo ha dejado
    }: el asedio está perdido.
under-siege-outcome-stopped = { $ending ->
        [resign] { $name } se ha rendido
        [timeout] { $name } se ha quedado sin tiempo y pierde por abandono
       *[other] { $name } lo ha dejado
    }: gana { NAME($winner) }.
under-siege-outcome-survived = { $name } ha resistido { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    } con { $att } de resistencia: el asedio se ha roto, es una victoria.
under-siege-outcome-cap-draw = Tras { $turns } turnos, ambos bandos tienen { $att } de resistencia: empate.
under-siege-outcome-cap-win = Tras { $turns } turnos, { NAME($name) } tiene más resistencia, { $att } a { $other }, y gana.
under-siege-outcome-solo-lost = { $name } se queda sin resistencia en el turno { $turn }: el asedio está perdido.
under-siege-outcome-lost = { $name } se queda sin resistencia: gana { NAME($winner) }.

## Botones

under-siege-label-place = Colocar una carta
under-siege-label-take = Retirar una carta
under-siege-label-done = Despliegue listo
under-siege-label-pass-reserve = Sin reserva
under-siege-label-pass-intercept = Dejarla pasar
under-siege-label-pass-fire = Dejar de disparar
under-siege-label-pass = Rechazar
under-siege-label-reserve-pile = Pila de reserva
under-siege-label-reserve-add = Añadir una carta de reserva
under-siege-label-intercept = Derribarla con una Reina
under-siege-label-remove = Retirar una figura
under-siege-label-fire = Disparar a una figura
under-siege-label-front = Línea del frente
under-siege-label-through = Sin oposición, para pasar
under-siege-label-back = Boca arriba en la retaguardia
under-siege-label-opposite = Frente a su { $n }.ª carta del frente
under-siege-label-shoot-card-on = Carta de disparo sobre { $card }

## Indicaciones

under-siege-prompt-defend = Defiendes: coloca cartas de una en una (la línea del frente en orden, la pila de reserva, las figuras en la retaguardia, las cartas de disparo sobre Reinas) y luego pulsa Listo.
under-siege-prompt-attack-open = El defensor no tiene cartas en la línea del frente: cada carta que pongas delante pasa sin oposición. Coloca cartas ahí, en tu reserva o en la retaguardia, y luego pulsa Listo.
under-siege-prompt-attack = Atacas { $n ->
        [one] { $n } carta del frente
       *[other] { $n } cartas del frente
    }: coloca cada carta frente a una de ellas o sin oposición para pasar, o en tu reserva o retaguardia, y luego pulsa Listo.
under-siege-prompt-reserve = Posición { $pos }: vas por detrás, { $mine } contra { $theirs }. ¿Añades una carta de reserva?
under-siege-prompt-intercept = Una carta pasa hacia ti. ¿La derribas con la carta de disparo de una Reina?
under-siege-prompt-remove = Ha pasado un As: elige una de tus figuras para retirarla.
under-siege-prompt-fire = La batalla ha terminado: ¿disparas a una figura enemiga con una Reina cargada?
under-siege-prompt-choose = Elige.
under-siege-prompt-place-which = ¿Qué carta colocas?
under-siege-prompt-place-where = ¿Dónde va { $card }?
under-siege-prompt-take-which = ¿Qué carta retiras?
under-siege-prompt-reserve-which = ¿Qué carta de reserva añades?
under-siege-prompt-queen-which = ¿Qué Reina dispara?
under-siege-prompt-remove-which = ¿Qué figura retiras?
under-siege-prompt-fire-at = ¿A qué figura?

## Adónde va una carta

under-siege-zone-front = en la línea del frente, en la posición { $pos }
under-siege-zone-opposite = frente a su { $n }.ª carta del frente
under-siege-zone-through = sin oposición, para pasar
under-siege-zone-reserve = en la pila de reserva
under-siege-zone-back-king = boca arriba en la retaguardia: +{ $points } de resistencia
under-siege-zone-back-jack-no-stack = boca arriba en la retaguardia: sin más bonus, las Jotas no se suman aquí
under-siege-zone-back-jack = boca arriba en la retaguardia: +1 a tus cartas del frente
under-siege-zone-back-queen = boca arriba en la retaguardia: puede llevar una carta de disparo
under-siege-zone-shoot-card = sobre { $target } como su carta de disparo, que dispara por { $value }

## Una jugada entera en un botón

under-siege-action-place = { $card } { $where }
under-siege-action-take = Retirar { $card }
under-siege-action-done = Despliegue listo: { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } en la línea del frente
under-siege-action-reserve = Añadir { $card }: { $mine } contra { $theirs }, { $result ->
        [lead] ganas por { $diff }
        [draw] empate
       *[lose] pierdes { $diff }
    }
under-siege-action-intercept = Disparar { $shoot } desde { $queen } ({ $value }): { $after ->
        [0] la detiene
       *[other] pierdes { $after } en vez de { $incoming }
    }
under-siege-action-remove = Retirar { $card }{ $king ->
        [yes] : pierdes { $points } de resistencia
       *[other] {""}
    }
under-siege-action-fire = Disparar a { $target } con { $shoot } desde { $queen }: { $effect ->
        [king] muere, pierden { $points }
        [dies] muere
       *[damage] { $total } de { $kill } de daño
    }
under-siege-action-pass-intercept = Dejarla pasar: pierdes { $n }
under-siege-action-pass-reserve = Sin reserva: pierdes { $n }
under-siege-action-pass-fire = Dejar de disparar, conservar las cartas de disparo

## Jugadas en el registro

under-siege-unknown-move = Una jugada desconocida.
under-siege-you-place = Colocas { $card } { $where }.
under-siege-places = { $who ->
        [you] Colocas
        [auto] El autómata coloca
       *[other] { $name } coloca
    } una carta.
under-siege-you-take = Retiras { $card }.
under-siege-takes = { $who ->
        [you] Retiras
        [auto] El autómata retira
       *[other] { $name } retira
    } una carta.
under-siege-deployed-front = { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } en la línea del frente
under-siege-deployed-reserve = { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } a la reserva
under-siege-deployed-back = { $cards } boca arriba en la retaguardia
under-siege-deployed-shoot = { $n ->
        [one] { $n } carta de disparo sobre una Reina
       *[other] { $n } cartas de disparo sobre Reinas
    }
under-siege-deploys = { $who ->
        [you] Despliegas
        [auto] El autómata despliega
       *[other] { $name } despliega
    }: { $what }.
under-siege-adds = { $who ->
        [you] Añades
        [auto] El autómata añade
       *[other] { $name } añade
    } { $card } de la reserva.
under-siege-fires-shoot-card = { $who ->
        [you] Disparas
        [auto] El autómata dispara
       *[other] { $name } dispara
    } la carta de disparo de { $queen }.
under-siege-puts-away = { $who ->
        [you] Retiras
        [auto] El autómata retira
       *[other] { $name } retira
    } { $card }.
under-siege-shoots-at = { $who ->
        [you] Disparas
        [auto] El autómata dispara
       *[other] { $name } dispara
    } a { $target } desde { $queen }.
under-siege-passes-reserve = { $who ->
        [you] No añades
        [auto] El autómata no añade
       *[other] { $name } no añade
    } reserva.
under-siege-passes-intercept = { $who ->
        [you] La dejas
        [auto] El autómata la deja
       *[other] { $name } la deja
    } pasar.
under-siege-passes-fire = { $who ->
        [you] No disparas
        [auto] El autómata no dispara
       *[other] { $name } no dispara
    }.

## Sucesos

under-siege-event-turn = Turno { $turn }{ $total ->
        [0] {""}
       *[other] {" "}de { $total }
    }: { $who ->
        [you] defiendes y despliegas
        [auto] el autómata defiende y despliega
       *[other] { NAME($name) } defiende y despliega
    } primero.
under-siege-event-king = { $who ->
        [you] Tu { $card } aporta
        [auto] El { $card } del autómata aporta
       *[other] El { $card } { NAME($name, form: "of") } aporta
    } { $points } de resistencia más: { $att }.
under-siege-auto-front = { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } boca abajo en su línea del frente{ $ace ->
        [yes] , la 5.ª de ellas un As
       *[other] {""}
    }
under-siege-auto-reserve = una carta a su reserva
under-siege-auto-back = { $card } boca arriba en su retaguardia
under-siege-auto-shoot = una carta de disparo sobre su Reina
under-siege-event-auto-deploy = El autómata despliega { $what }.
under-siege-event-reveal = Posición { $pos }: { $a_who ->
        [you] tu { $card0 }
        [auto] el { $card0 } del autómata
       *[other] el { $card0 } { NAME($a_name, form: "of") }
    } contra { $b_who ->
        [you] tu { $card1 }
        [auto] el { $card1 } del autómata
       *[other] el { $card1 } { NAME($b_name, form: "of") }
    }.
under-siege-event-reserve = { $who ->
        [you] Añades
        [auto] El autómata añade
       *[other] { $name } añade
    } { $card } de la reserva: { $total } en total.
under-siege-event-encounter-draw = La posición { $pos } queda en empate.
under-siege-event-encounter = { $who ->
        [you] Ganas
        [auto] El autómata gana
       *[other] { $name } gana
    } la posición { $pos }: { $l_who ->
        [you] pierdes
        [auto] el autómata pierde
       *[other] { NAME($l_name) } pierde
    } { $loss }{ $left_state ->
        [some] {" "}(quedan { $left })
        [out] {" "}(sin resistencia)
       *[none] {""}
    }.
under-siege-event-bonus-encounter = { $who ->
        [you] Ganas
        [auto] El autómata gana
       *[other] { $name } gana
    } 1 de resistencia por la victoria: { $att }.
under-siege-event-through = Posición { $pos }: { $who ->
        [you] tu { $card }
        [auto] el { $card } del autómata
       *[other] el { $card } { NAME($name, form: "of") }
    } pasa sin oposición.
under-siege-event-intercept = La carta de disparo es { $card }, que dispara por { $value }.
under-siege-event-auto-intercept = { $who ->
        [you] Disparas
        [auto] El autómata dispara
       *[other] { $name } dispara
    } { $card } desde { $queen } contra ella, por { $value }.
under-siege-event-hit-stopped = El disparo la detiene: sin daño.
under-siege-event-hit = { $shot ->
        [yes] El disparo se queda corto
       *[other] Impacta
    }: { $who ->
        [you] pierdes
        [auto] el autómata pierde
       *[other] { NAME($name) } pierde
    } { $damage }{ $left_state ->
        [some] {" "}(quedan { $left })
        [out] {" "}(sin resistencia)
       *[none] {""}
    }.
under-siege-event-remove = El As elimina { $who ->
        [you] tu { $card }
        [auto] el { $card } del autómata
       *[other] el { $card } { NAME($name, form: "of") }
    }.
under-siege-event-auto-king-lost-counted = El { $card } del autómata ha caído: { $points } cuentan en su contra para el punto extra.
under-siege-event-auto-king-lost = El { $card } del autómata ha caído.
under-siege-event-king-lost = { $who ->
        [you] Tu { $card }
        [auto] El { $card } del autómata
       *[other] El { $card } { NAME($name, form: "of") }
    } ha caído, { $points } de resistencia perdidos{ $has_att ->
        [yes] : { $att }
       *[other] {""}
    }.
under-siege-event-bonus = { $who ->
        [you] Has perdido menos en esta batalla, { $mine } contra { $theirs }, y ganas
        [auto] El autómata ha perdido menos en esta batalla, { $mine } contra { $theirs }, y gana
       *[other] { $name } ha perdido menos en esta batalla, { $mine } contra { $theirs }, y gana
    } 1 de resistencia: { $att }.
under-siege-event-fire = { $who ->
        [you] Disparas
        [auto] El autómata dispara
       *[other] { $name } dispara
    } { $card } desde { $queen } a { $target }.
under-siege-event-shot-dies = { $who ->
        [you] Tu { $target }
        [auto] El { $target } del autómata
       *[other] El { $target } { NAME($name, form: "of") }
    } recibe { $value } y muere.
under-siege-event-shot = { $who ->
        [you] Tu { $target }
        [auto] El { $target } del autómata
       *[other] El { $target } { NAME($name, form: "of") }
    } recibe { $value }: { $damage } de { $kill } hasta ahora.
under-siege-event-reshuffle = El mazo se ha agotado: el descarte, { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }, se baraja en un mazo nuevo.
under-siege-event-draw = { $who ->
        [you] Robas
        [auto] El autómata roba
       *[other] { $name } roba
    } { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }.
under-siege-event-drew = Nuevas en tu mano: { $cards }.
under-siege-event-end = La partida ha terminado.
under-siege-event-abandoned = La partida se abandonó: nadie jugó.
under-siege-event-stop = { $who ->
        [you] { $ending ->
            [resign] Te has rendido
            [timeout] Se te ha acabado el tiempo y pierdes por abandono
           *[other] Lo has dejado
        }
        [auto] { $ending ->
            [resign] El autómata se ha rendido
            [timeout] Al autómata se le ha acabado el tiempo y pierde por abandono
           *[other] El autómata lo ha dejado
        }
       *[other] { $ending ->
            [resign] { $name } se ha rendido
            [timeout] { $name } se ha quedado sin tiempo y pierde por abandono
           *[other] { $name } lo ha dejado
        }
    }.
under-siege-event-other = La mesa cambia.

## Estado

under-siege-status-side = { $who ->
        [you] Tú
        [auto] El autómata
       *[other] { $name }
    } ({ $role ->
        [defender] defensor
       *[attacker] atacante
    }) { $att } de resistencia
under-siege-status-line = Turno { $turn }{ $total ->
        [0] {""}
       *[other] {" "}de { $total }
    } · { $sides } · mazo { $deck }, descarte { $dead }
under-siege-status-deploying = { $who ->
        [you] Estás desplegando
        [auto] El autómata está desplegando
       *[other] { $name } está desplegando
    }
under-siege-status-reserve = { $who ->
        [you] Puedes
        [auto] El autómata puede
       *[other] { $name } puede
    } añadir una carta de reserva
under-siege-status-intercept = { $who ->
        [you] Puedes
        [auto] El autómata puede
       *[other] { $name } puede
    } derribar la carta que pasa
under-siege-status-remove = { $who ->
        [you] Debes
        [auto] El autómata debe
       *[other] { $name } debe
    } retirar una figura
under-siege-status-fire = { $who ->
        [you] Puedes
        [auto] El autómata puede
       *[other] { $name } puede
    } disparar a figuras

## Resultados de la línea de batalla

under-siege-slot-draw = Empate
under-siege-slot-won = { $who ->
        [you] Ganas
        [auto] El autómata gana
       *[other] { $name } gana
    } por { $loss }
under-siege-slot-removed = Pasa: elimina { $card }
under-siege-slot-stopped = Pasa: detenida por un disparo
under-siege-slot-damage = Pasa: { $loss } de daño

## Rechazos

under-siege-illegal-over = Esta partida ha terminado.
under-siege-illegal-not-your-turn = No es tu turno.
under-siege-illegal-not-a-move = Eso no es una jugada de este juego.
under-siege-illegal-not-in-hand = Esa carta no está en tu mano.
under-siege-illegal-reserve-numbers = Solo las cartas del 2 al 10 pueden ir a la pila de reserva.
under-siege-illegal-back-faces = Solo las Jotas, Reinas y Reyes van boca arriba en la retaguardia.
under-siege-illegal-ace-shoot = Un As no puede ser carta de disparo.
under-siege-illegal-face-shoot = En esta partida las figuras no pueden ser cartas de disparo.
under-siege-illegal-no-queen = No tienes ahí ninguna Reina boca arriba libre para una carta de disparo.
under-siege-illegal-defender-front = Como defensor, alineas tus cartas del frente en orden: usa la línea del frente.
under-siege-illegal-attacker-front = Como atacante, colocas tus cartas del frente frente a una carta del defensor o sin oposición.
under-siege-illegal-no-defender-card = El defensor no tiene carta en la posición { $pos }: coloca la carta para que pase.
under-siege-illegal-already-opposite = Ya tienes una carta frente a esa.
under-siege-illegal-take = Solo puedes retirar una carta que hayas colocado en este turno.
under-siege-illegal-deploying = Estás desplegando: coloca tus cartas o pulsa Listo.
under-siege-illegal-now-reserve = Ahora puedes añadir una carta de reserva a este enfrentamiento, o no.
under-siege-illegal-now-intercept = Ahora puedes derribar la carta que pasa con una Reina cargada, o no.
under-siege-illegal-now-remove = Ahora debes elegir una de tus figuras para retirarla.
under-siege-illegal-now-fire = Ahora puedes disparar a las figuras enemigas con tus Reinas cargadas, o parar.
under-siege-illegal-not-now = Esa jugada no está permitida ahora.

## Motivo de la pista

under-siege-a-card = una carta
under-siege-why-back-king = Pon { $card } boca arriba en la retaguardia: aporta { $points } de resistencia al instante
under-siege-why-back-jack = Pon { $card } boca arriba en la retaguardia: cada carta de tu línea del frente cuenta 1 más mientras siga ahí
under-siege-why-back-queen = Pon { $card } boca arriba en la retaguardia: cargada con una carta de disparo, puede detener una carta que pasa o disparar a las figuras { $auto ->
        [yes] del autómata
       *[other] { NAME($enemy, form: "of") }
    }
under-siege-why-load = Carga { $queen } con { $card }: dispara por { $value }, a una carta que pasa o a las figuras { $auto ->
        [yes] del autómata
       *[other] { NAME($enemy, form: "of") }
    } tras la batalla
under-siege-why-reserve = Pon { $card } en la reserva: se queda ahí hasta que la necesite un enfrentamiento que vas perdiendo
under-siege-why-ace = Pon { $card } en la línea del frente: un As gana a cualquier carta salvo a otro As
under-siege-why-front-high = Pon { $card } { $zone ->
        [vs] frente a su { $n }.ª carta del frente
        [front] en la línea del frente
       *[through] sin oposición, para pasar
    }: una carta alta gana su enfrentamiento o golpea fuerte
under-siege-why-front-low = Pon { $card } { $zone ->
        [vs] frente a su { $n }.ª carta del frente
        [front] en la línea del frente
       *[through] sin oposición, para pasar
    }: cada carta del frente se enfrenta a una de las { $auto ->
        [yes] del autómata
       *[other] { NAME($enemy, form: "of") }
    }, y una carta sin rival pasa con todo su valor
under-siege-why-done = Termina el despliegue con { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } en la línea del frente{ $kept ->
        [0] {""}
       *[other] , guardando { $kept } en la mano para el siguiente turno
    }
under-siege-why-take = Retira { $card }: rinde más en otro sitio
under-siege-why-add-wins = Añade { $card } de la reserva: { $mine } contra { $theirs } gana el enfrentamiento
under-siege-why-add-draws = Añade { $card } de la reserva: { $mine } contra { $theirs } deja un empate
under-siege-why-add-loses = Añade { $card } de la reserva: pierdes { $loss } en vez de { $without }
under-siege-why-intercept = Dispara { $shoot } desde { $queen } a la carta que pasa: { $stops ->
        [yes] detiene los { $value } puntos
       *[other] pierdes { $loss } en vez de { $value }
    }
under-siege-why-remove = Retira { $card }: es la figura de la que mejor puedes prescindir
under-siege-why-fire = Dispara a { $target } con { $shoot } desde { $queen }: { $dies ->
        [yes] muere
       *[other] eso suma { $total } de los { $kill } de daño que la matan
    }
under-siege-why-pass-reserve = Guarda tu reserva: resérvala para un enfrentamiento que pueda darle la vuelta
under-siege-why-pass-intercept = Deja pasar la carta: la carta de disparo valdrá más después
under-siege-why-pass-fire = Guarda tus cartas de disparo: pueden detener cartas que pasen el próximo turno
under-siege-why = { $reason }.
under-siege-why-trials = { $reason }; { $solo ->
        [yes] resistió
       *[other] ganó
    } en { $wins } de las { $games } partidas de prueba que jugó.
