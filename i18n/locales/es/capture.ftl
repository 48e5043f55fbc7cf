# Capture – Español

## Ficha del juego

capture-summary = Dos jugadores: coloca cartas boca abajo en cinco columnas y captura el mayor número de cartas.
capture-option-ace-flexible = En alta/baja, un As cuenta alto o bajo (en vez de que solo una combinación gane una columna con As)
capture-option-ace-flexible-label = As alto o bajo
capture-option-ace-flexible-name = as_alto_o_bajo
capture-metric-best-margin = mejor ventaja de capturas
capture-metric-margin = ventaja de capturas
capture-seats-two = dos jugadores, o tú contra el bot
capture-two-players-only = Capture es un juego para 2 jugadores.
capture-act-hint = { $n ->
    [one] coloca tus cartas boca abajo y luego confirma
   *[other] colocad vuestras cartas boca abajo y luego confirmad
  }
capture-wait-hint = Ya has confirmado. Esperando a que tu rival confirme también.

## Botones

capture-verb-place = Colocar una carta
capture-verb-take = Retirar una carta
capture-verb-lock = Confirmar
capture-label-column = Columna { $n }
capture-label-column-sides = Columna { $n } ({ $name0 } { $cards0 }, { $name1 } { $cards1 }{ $carried ->
        [0] {""}
        [1] , arrastrada una vez
       *[other] , arrastrada { $carried } veces
    })
capture-label-column-against = Columna { $n } ({ $cards0 } contra { $cards1 }{ $carried ->
        [0] {""}
        [1] , arrastrada una vez
       *[other] , arrastrada { $carried } veces
    })

## Indicaciones

capture-prompt-short = { $last ->
        [yes] Última ronda corta
       *[other] Ronda corta
    }: coloca { $n ->
        [1] tu carta
       *[other] tus { $n } cartas
    } boca abajo en las columnas que quieras, como mucho una por columna, y luego confirma.
capture-prompt-place-all = Coloca una carta boca abajo en cada columna y luego confirma.
capture-prompt-which-card = ¿Qué carta colocas?
capture-prompt-which-column-for = ¿En qué columna pones { $card }?
capture-prompt-which-column = ¿En qué columna?
capture-prompt-take = ¿De qué columna retiras tu carta?
capture-prompt-choose = Elige.

## Jugadas en el registro

capture-unknown-move = Una jugada desconocida.
capture-you-placed = Has colocado { $card } boca abajo en la columna { $col }.
capture-placed-secret = { $own ->
        [yes] Has colocado
       *[other] { $name } ha colocado
    } una carta boca abajo.
capture-placed = { $own ->
        [yes] Has colocado
       *[other] { $name } ha colocado
    } una carta boca abajo en la columna { $col }.
capture-you-took = Has retirado { $card } de la columna { $col }.
capture-took-secret = { $own ->
        [yes] Has retirado
       *[other] { $name } ha retirado
    } una carta.
capture-took = { $own ->
        [yes] Has retirado tu
       *[other] { $name } ha retirado su
    } carta de la columna { $col }.
capture-locked-reveal = { $own ->
        [yes] Has confirmado
       *[other] { $name } ha confirmado
    }. Se revelan todas las cartas colocadas.
capture-locked = { $own ->
        [yes] Has confirmado
       *[other] { $name } ha confirmado
    }.

## Juzgar una columna

capture-reason-sets = { $hi ->
        [1] pareja gana a
        [2] doble pareja gana a
        [3] trío gana a
       *[4] póker gana a
    } { $lo ->
        [0] nada
        [1] una pareja
        [2] doble pareja
       *[3] un trío
    }
capture-reason-cancel-no-high-low = las combinaciones se anulan, sin alta/baja
capture-reason-cancel = las combinaciones se anulan; { $reason }
capture-reason-high-low = alta y baja
capture-reason-high-low-ace = alta y baja (un As cuenta alto o bajo)
capture-reason-ace = un As: solo una combinación puede ganarla
capture-reason-aces-block = los Ases en ambos lados bloquean alta y baja
capture-reason-no-high-low = nadie tiene a la vez la alta y la baja
capture-fate-captured = capturada
capture-fate-carried = se arrastra
capture-fate-lost = no la captura nadie
capture-no-winner-ace = tiene un As, así que solo una combinación podía ganarla
capture-no-winner-aces-block = cada lado tiene un As, lo que bloquea alta y baja
capture-no-winner-no-high-low = nadie tiene a la vez la carta más alta y la más baja
capture-why-sets = { $hi ->
        [1] { $own ->
            [yes] tu pareja gana
           *[other] la pareja { NAME($name, form: "of") } gana
        }
        [2] { $own ->
            [yes] tu doble pareja gana
           *[other] la doble pareja { NAME($name, form: "of") } gana
        }
        [3] { $own ->
            [yes] tu trío gana
           *[other] el trío { NAME($name, form: "of") } gana
        }
       *[4] { $own ->
            [yes] tu póker gana
           *[other] el póker { NAME($name, form: "of") } gana
        }
    } { $lo ->
        [0] a no tener combinación
        [1] { $other_own ->
            [yes] a tu pareja
           *[other] a la pareja { NAME($other, form: "of") }
        }
        [2] { $other_own ->
            [yes] a tu doble pareja
           *[other] a la doble pareja { NAME($other, form: "of") }
        }
       *[3] { $other_own ->
            [yes] a tu trío
           *[other] al trío { NAME($other, form: "of") }
        }
    }
capture-why-cancel = las combinaciones iguales se anulan, y { $why }
capture-why-high-low = { $own ->
        [yes] tienes
       *[other] { $name } tiene
    } a la vez la carta más alta y la más baja
capture-why-high-low-ace = { $own ->
        [yes] tienes
       *[other] { $name } tiene
    } a la vez la carta más alta y la más baja, contando un As alto o bajo

## Sucesos

capture-turned-both = { $own0 ->
        [yes] Descubres
       *[other] { $name0 } descubre
    } { $card0 } y { $own1 ->
        [yes] descubres
       *[other] { $name1 } descubre
    } { $card1 }
capture-turned-one = { $own ->
        [yes] Descubres
       *[other] { $name } descubre
    } { $card }
capture-turned-none = no se colocó ninguna carta en ella
capture-new-column = columna { $col } ({ $who0 } { $card0 }, { $who1 } { $card1 })
capture-deal-no-new = ninguna columna nueva
capture-deal-new-named = { $n ->
        [one] se abre
       *[other] se abren
    } { $columns }
capture-deal-new-count = { $n ->
        [one] { $n } columna nueva
       *[other] { $n } columnas nuevas
    }
capture-deal-judged = Ronda { $round }: { $columns }; no hay cartas que colocar, así que las columnas se juzgan tal como están.
capture-deal-short = Ronda { $round } ({ $last ->
        [yes] última ronda
       *[other] ronda corta
    }): { $columns }; cada jugador coloca { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } boca abajo en las columnas que quiera, como mucho una por columna.
capture-deal = Ronda { $round }: { $columns }; cada jugador coloca una carta boca abajo en cada columna.
capture-column-captured = Columna { $col }: { $turned }. { $own ->
        [yes] Capturas
       *[other] { $name } captura
    } sus { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }: { $why }.
capture-column-carried = Columna { $col }: { $turned }. Se arrastra a la ronda siguiente: { $why }.
capture-column-lost = Columna { $col }: { $turned }. { $n ->
        [1] Su carta no es
       *[other] Sus { $n } cartas no son
    } para nadie, porque era la última ronda: { $why }.
capture-end = El mazo se ha agotado: { $n0 }-{ $n1 } capturadas{ $left ->
        [0] {""}
        [one] ; { $left } carta que quedaba en columnas arrastradas no es para nadie
       *[other] ; { $left } cartas que quedaban en columnas arrastradas no son para nadie
    }.
capture-stop-abandoned = La partida se abandonó: nadie jugó.
capture-stop = { $own ->
        [yes] { $ending ->
            [resign] Te has rendido
            [timeout] Se te ha acabado el tiempo y pierdes por abandono
           *[other] Lo has dejado
        }
       *[other] { $ending ->
            [resign] { $name } se ha rendido
            [timeout] { $name } se ha quedado sin tiempo y pierde por abandono
           *[other] { $name } lo ha dejado
        }
    }.
capture-event-other = Ha pasado algo.

## Estado

capture-status-captured = Ronda { $round } · capturadas: { $who0 } { $n0 }, { $who1 } { $n1 }
capture-status-deck = { $n ->
        [one] queda { $n } carta en el mazo
       *[other] quedan { $n } cartas en el mazo
    }
capture-status-deck-empty = el mazo está vacío
capture-status-locked = { $who }: confirmado
capture-status-placed = { $who }: { $done } de { $n ->
        [one] { $n } carta colocada
       *[other] { $n } cartas colocadas
    }

## Fin de la partida

capture-outcome-abandoned = Abandonada: nadie jugó.
capture-outcome-stopped = { $ending ->
        [resign] { $name } se ha rendido
        [timeout] { $name } se ha quedado sin tiempo y pierde por abandono
       *[other] { $name } lo ha dejado
    }: gana { NAME($winner) }.
capture-outcome-draw = El mazo se ha agotado: empate, { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } cada uno.
capture-outcome-win = El mazo se ha agotado: gana { NAME($name) }, { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } a { $other }.

## Rechazos

capture-illegal-over = Esta partida ha terminado.
capture-illegal-not-seated = No juegas en esta partida.
capture-illegal-locked = Ya has confirmado en esta ronda; espera al otro jugador.
capture-illegal-not-a-move = Eso no es una jugada de este juego.
capture-illegal-no-column = No hay ninguna columna { $col } en juego.
capture-illegal-all-placed = Ya has colocado { $n ->
        [1] tu carta
       *[other] tus { $n } cartas
    } de esta ronda; retira una primero.
capture-illegal-not-in-hand = Esa carta no está en tu mano.
capture-illegal-column-taken = Ya has colocado una carta en la columna { $col } esta ronda; retírala primero (una carta por columna).
capture-illegal-nothing-to-take = No tienes ninguna carta en esa columna que retirar.
capture-illegal-lock-short = Coloca { $n ->
        [1] tu carta
       *[other] tus { $n } cartas
    } de esta ronda (como mucho una por columna) antes de confirmar.
capture-illegal-lock = Coloca una carta en cada columna antes de confirmar.
capture-illegal-not-now = Esa jugada no está permitida ahora.
