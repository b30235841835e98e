"""Decision points of Reactions: whether a Reaction activates on an event, and why not
(6.3, 7.1.1, 1.2.4.d) — the rules a judge cites for "why did (or didn't) it trigger?".
Once activated, the Emblem-Reactions in Limbo and the order they are played in are
:mod:`engine.why.limbo`.

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    # ------------------------------------------------------------------ 6.3 Reactions
    "reaction.self_move": Point(
        "Is it a self-move Reaction, and does it activate for the object that just arrived?",
        ("6.3.e", "6.3.c"),
    ),
    "reaction.self_move.enters_play": Point(
        "Does a {J} Reaction activate: did the card enter play, played or not?",
        ("6.3.e", "7.1.1.a", "7.3.10.a"),
    ),
    "reaction.self_move.played_from_hand": Point(
        "Does a {H} Reaction activate: was the card played from Hand?",
        ("6.3.e", "7.1.1.b", "7.5.12.a"),
    ),
    "reaction.self_move.played_from_reserve": Point(
        "Does a {R} Reaction activate: was the card played from Reserve?",
        ("6.3.e", "7.1.1.c", "7.5.12.a"),
    ),
    "reaction.self_move.joins_an_expedition": Point(
        "Does a “When I join an Expedition” Reaction activate: is the Character in an"
        " Expedition it was not in before the event?",
        ("6.3.e", "6.3.c", "7.5.10.a"),
    ),
    "reaction.gigantic_once": Point(
        "How often does a Gigantic object's {J}, {H} or {R} Reaction activate as it joins"
        " both Expeditions?",
        ("7.4.4.d",),
    ),
    "reaction.self_move_scout": Point(
        "Can the Reaction of a card played with Scout find it in Reserve?", ("6.3.e", "7.4.5.e")
    ),
    "reaction.leaves": Point("Does a Reaction of an object that left activate?", ("6.3.f",)),
    "reaction.i_leave_zone": Point(
        "Did I leave that zone — in it before the event, somewhere else after (discarded "
        "instead of going to Reserve is still leaving the Expedition zone)?",
        ("7.5.11.a",),
    ),
    "reaction.object_left_zone": Point(
        "Did the object leave that zone — in it before the event, somewhere else after?",
        ("7.5.11.a",),
    ),
    "reaction.gigantic_not_rejoining": Point(
        "Does re-evaluating Gigantic after an event make the Character join an Expedition again?",
        ("2.3.1.f",),
        non_event=True,
    ),
    "expedition.gigantic_switch": Point(
        "Does a Gigantic Character whose card switches Expeditions change Expedition?",
        ("7.4.4.n", "7.4.4.b"),
    ),
    "reaction.gigantic_switch": Point(
        "Does a Gigantic Character whose card switches Expeditions join or leave either?",
        ("7.4.4.n",),
        non_event=True,
    ),
    "reaction.control_not_entering": Point(
        "Does a {J} ('When I enter play') Reaction activate when a player takes control of "
        "the object?",
        ("7.3.40.b",),
    ),
    "reaction.not_entering": Point(
        "Does a {J} ('When I enter play') Reaction activate when the object moves from one "
        "Expedition to another?",
        ("3.2.4.d",),
    ),
    "reaction.not_leaving": Point(
        "Does an object moving to its player's other Expedition leave the Expedition zone?",
        ("3.2.4.d",),
    ),
    "reaction.switch_not_leaving": Point(
        "Does a Character switching Expeditions leave the Expedition zone?",
        ("7.5.11.c",),
    ),
    "reaction.leaves_to_reserve": Point(
        "Does 'When I go to Reserve from the Expedition zone' look before the event, not being "
        "a self-move Reaction?",
        ("6.3.f", "6.3.d"),
    ),
    "reaction.leaves_finds_it": Point(
        "Can a 'put me ...' Reaction find its object in its new zone?", ("6.3.f", "2.1.f")
    ),
    "reaction.for_each_boost": Point(
        "How many times does 'When I leave ..., for each of my boosts' activate: as many as "
        "the boosts it had just before it left (the object no longer exists)?",
        # 6.3.j: a Reaction bound to an object that no longer exists uses the
        # characteristics it had when it stopped existing (2.1.h the general rule)
        ("6.3.j", "6.3.f", "2.5.j", "2.1.h"),
    ),
    "reaction.joins": Point(
        "Does 'When a Character joins my/your Expedition(s)' activate?", ("6.3.f",)
    ),
    "reaction.joins_created": Point(
        "Does a token created in an Expedition join it — it was not there before the event "
        "and is after?",
        ("7.5.10.b", "7.5.10.a"),
    ),
    "reaction.joins_switched": Point(
        "Does a Character switching Expeditions join its new Expedition — not in it before "
        "the event, in it after?",
        ("7.5.10.c", "7.5.10.a"),
    ),
    "reaction.joins_moved": Point(
        "Did the object join the Expedition during the event?", ("7.5.10.a",)
    ),
    "reaction.joins_gaining_gigantic": Point(
        "Does a Character that gains Gigantic join its controller's other Expedition?",
        ("7.4.4.o", "7.5.10.a"),
    ),
    "reaction.own_leaving_outside_play": Point(
        "Does a card's own 'When I'm discarded' / 'When I'm returned to your Hand' activate "
        "when it is discarded from a Hand or a Reserve (returned from a Reserve or a Discard "
        "pile)?",
        ("6.3.f", "2.2.12.g"),
        non_event=True,
    ),
    "reaction.own_leaving_exhausted_support": Point(
        "Does a support 'When I'm discarded' / 'When I'm returned to your Hand' of an "
        "exhausted card in Reserve activate when the card leaves the Reserve?",
        ("6.3.f", "2.2.12.j", "2.4.6.e"),
        non_event=True,
    ),
    "reaction.own_leaving_support_outside_reserve": Point(
        "Does a support 'When I'm discarded' / 'When I'm returned to your Hand' activate "
        "when its card leaves a zone other than the Reserve (a Hand, a Deck, play)?",
        ("6.3.f", "2.2.12.i"),
        non_event=True,
    ),
    "reaction.own_reserve_from_expedition_outside_play": Point(
        "Is 'When I go to Reserve from the Expedition zone' a self-move Reaction, activated "
        "when the card goes to Reserve from a Hand?",
        ("6.3.d",),
        non_event=True,
    ),
    "reaction.own_origin_missed": Point(
        "Does 'When I go to Reserve from the Expedition zone' (or 'to the Discard pile from an "
        "Expedition') activate when the card comes there from a Hand, Limbo or the Landmark "
        "zone?",
        ("6.3.b",),
        non_event=True,
    ),
    "reaction.i_am_discarded": Point(
        "Does 'When I'm discarded' activate when the object is discarded or sacrificed from play?",
        ("7.3.7.a", "7.3.36.a", "7.3.37.b"),
    ),
    "reaction.object_returned_to_your_hand": Point(
        "Does 'When a Character you control is returned to your hand' activate when an "
        "object is moved from play to its controller's Hand, once per object?",
        ("7.3.32.a", "6.3.f", "6.3.g"),
    ),
    "reaction.i_am_returned_to_hand": Point(
        "Does 'When I'm returned to your Hand' activate when the object is moved from play "
        "to a Hand?",
        ("7.3.32.a",),
    ),
    "reaction.leaves_play": Point(
        "Does 'When I leave play' activate when the object leaves the Expedition and "
        "Landmark zones?",
        ("7.3.20.a",),
    ),
    "reaction.once_per_event": Point(
        "Does 'When one or more [objects] [join / leave play / are sacrificed …]' activate "
        "once when several do in one step?",
        ("6.1.c", "6.3.g"),
    ),
    "reaction.several_gained_at_once": Point(
        "Does 'When I gain a [name] counter / a boost' activate once when one atomic action "
        "gives several?",
        ("6.3.g",),
    ),
    "reaction.at_least": Point(
        "Does 'When two or more [objects] [event]' activate once, only when the step's event "
        "matches at least that many?",
        ("6.1.c", "6.3.g"),
    ),
    "reaction.object_leaves_play": Point(
        "Does 'When a [Character / Permanent] leaves play' activate when it leaves the "
        "Expedition and Landmark zones, once per object?",
        ("7.3.20.a", "6.3.f", "6.3.g"),
    ),
    "reaction.object_leaves_zone": Point(
        "Does 'When a [Character / Permanent] leaves the Expedition / Landmark zone' "
        "activate, once per object?",
        ("3.2.4.a", "3.2.7.a", "6.3.f", "6.3.g"),
    ),
    "reaction.card_joins_your_reserve": Point(
        "Does 'When a [card] joins your Reserve' activate when it arrives in its "
        "controller's Reserve from another zone, once per card?",
        ("7.5.10.a", "3.2.10.a", "6.3.f", "6.3.g"),
    ),
    "reaction.card_joins_your_mana_zone": Point(
        "Does 'When you put a card in your Mana zone' activate when a card arrives in its "
        "controller's Mana zone from another zone, once per card?",
        ("3.2.9.a", "4.2.1.e", "6.3.f", "6.3.g"),
    ),
    # ia: "… goes to Reserve from [zone] / after it resolves": the zone the card came from
    "reaction.to_reserve_from_hand": Point(
        "Did the card come to Reserve from its controller's hand?", ("3.2.5.a",)
    ),
    "reaction.to_reserve_from_deck": Point(
        "Did the card come to Reserve from its controller's Deck?", ("3.2.2.a",)
    ),
    "reaction.to_reserve_from_discard": Point(
        "Did the card come to Reserve from its controller's Discard pile?", ("3.2.3.a",)
    ),
    "reaction.to_reserve_from_expedition": Point(
        "Did the card come to Reserve from an Expedition?", ("3.2.4.a",)
    ),
    "reaction.to_reserve_from_limbo": Point(
        "Did the Spell go to Reserve because its resolution was done?", ("5.2.4.b", "3.2.8.a")
    ),
    "reaction.object_goes_to_reserve": Point(
        "Does 'When a [card] goes to Reserve' activate when it arrives in a Reserve from "
        "another zone, once per card?",
        ("3.2.10.a", "6.3.f", "6.3.g"),
    ),
    "reaction.opponent_rolls": Point(
        "Whose roll is it — an opponent's, for 'When an opponent rolls a die'?",
        ("1.2.1.b", "7.3.33.a"),
    ),
    "reaction.opponent_creates": Point(
        "Whose token is it — an opponent's, for 'When an opponent creates a token'?",
        ("1.2.1.b", "1.1.7.b"),
    ),
    "reaction.joins_one_expedition": Point(
        "Does 'When a Character joins your Expeditions / one of your Expeditions / an "
        "Expedition' see a Character switching Expeditions — it joins its new Expedition?",
        ("7.5.10.a", "7.5.10.c"),
    ),
    "reaction.joins_gigantic": Point(
        "Does a Gigantic object's 'my Expedition' trigger see both Expeditions as one?",
        ("6.3.f", "7.4.4.j"),
    ),
    "reaction.fails_to_move_forward": Point(
        "Does 'When my Expedition fails to move forward' activate: did it not move forward "
        "during Progress, tiebreakers not started?",
        ("7.5.7.a", "4.2.4.i", "6.3.f"),
        non_event=True,
    ),
    "reaction.you_sacrifice": Point(
        "Did you sacrifice it, so 'When you sacrifice a Character' activates?",
        ("6.3.f", "7.3.36.a", "7.5.6.a"),
    ),
    "reaction.moves_forward": Point(
        "Does 'When my Expedition moves forward' activate?", ("6.3.f",)
    ),
    "reaction.printed_limit": Point(
        "Has this Reaction of the object already activated as many times this Day as its "
        "card allows ('triggers only once per Day')?",
        ("6.3.l",),
    ),
    # gy: "This ability triggers only once per turn": counted in the turn being taken; a new
    # turn starts the count anew (4.2.3.e)
    "reaction.printed_turn_limit": Point(
        "Has this Reaction of the object already activated as many times this turn as its "
        "card allows ('triggers only once per turn')?",
        ("4.2.3.e",),
    ),
    "reaction.switches_expeditions": Point(
        "Does 'When [a Character] switches Expeditions' activate — was it sent from one of "
        "its player's Expeditions to the other?",
        ("7.3.39.a", "7.3.39.b", "6.3.f", "6.3.g"),
    ),
    "reaction.moves_backward": Point(
        "Does 'When [an] Expedition moves backward' activate — did it move toward its region "
        "of origin?",
        ("7.3.24.a", "6.3.f", "6.3.g"),
    ),
    "reaction.moves_forward_due_to": Point(
        "Did the Expedition move forward due to that terrain?", ("4.2.4.j", "6.3.f")
    ),
    "reaction.support_in_limbo": Point(
        "Does a card's own support Reaction activate as that card is played, from Limbo?",
        ("2.2.12.i", "5.1.2.l"),
        non_event=True,
    ),
    "reaction.must_work_before": Point(
        "Does a Reaction whose card is outside play, or has left play, activate on an event "
        "its trigger would match?",
        ("7.3.1.a", "6.3.f"),
        non_event=True,
    ),
    "reaction.token_ceased": Point(
        "Does the Reaction of a token that left play — it ceased to exist — activate on a "
        "later event its trigger would match?",
        ("2.1.e", "6.3.f", "7.3.1.a"),
        non_event=True,
    ),
    "reaction.card_moves": Point(
        "Does a card moving among a player's zones activate the Reaction, once per card?",
        ("6.3.f", "6.3.g"),
    ),
    "reaction.support_in_reserve": Point(
        "Does a support ability of a card in Reserve work, and activate there?",
        ("2.2.12.i",),
    ),
    "reaction.card_leaves_zone": Point(
        "Did the card leave that zone of yours — in it before the event, somewhere else "
        "after — and does the Reaction activate once per card?",
        ("6.3.f", "6.3.g", "7.5.11.a"),
    ),
    "reaction.by_opponents_effect": Point(
        "Was the card moved by an opponent's effect — one whose source an opponent controls, "
        "and so the step that moved it (gh)?",
        ("7.5.5.c", "7.5.6.c"),
    ),
    "reaction.during": Point(
        "Did the event happen during the phase the trigger names?", ("4.2.a", "6.3.f")
    ),
    "reaction.leaves_your_expeditions": Point(
        "Did the Character leave one of your Expeditions — switching leaves the former one "
        "(7.5.11.c)?",
        ("6.3.f", "7.5.11.a"),
    ),
    "reaction.leaves_facing_expedition": Point(
        "Did the Character leave the Expedition facing mine — the other player's of the same "
        "kind (both, if I'm Gigantic); switching leaves the former one?",
        ("7.5.11.a", "1.2.3.c", "7.5.11.c", "7.4.4.g"),
    ),
    "reaction.token_left": Point(
        "Did a token that ceased to exist instead of moving leave the Expedition zone?",
        ("7.5.11.b", "2.1.e"),
    ),
    "reaction.activated_by_effect": Point(
        "What does 'activate' do, and who created the Emblem-Reaction?",
        ("7.3.1.b", "7.3.1.d"),
    ),
    "reaction.gift": Point(
        "Is it a Gift, so 'When you make a Gift' activates?", ("7.3.22.a", "7.3.29.a")
    ),
    "reaction.no_gift": Point(
        "Is a draw, a Resupply or a token received outside a turn, or in one's own turn, a Gift?",
        ("7.3.29.a",),
        non_event=True,
    ),
    "reaction.gift_token": Point(
        "Is a token received during another player's turn a Gift?",
        ("7.3.22.a", "7.3.29.a", "7.3.30.a"),
    ),
    "reaction.bound": Point("Which objects is the Emblem-Reaction bound to?", ("6.3.i",)),
    "reaction.granted": Point(
        "Whose is a Reaction an object has because another object's passive ability gives it "
        "(abilities are characteristics a passive ability modifies), and who creates its "
        "Emblem-Reaction?",
        ("2.3.1.a", "6.3.h"),
    ),
    "reaction.condition": Point(
        "When is a trigger's condition checked — when the Reaction is activated (not again when "
        "it resolves), looking before or after the event?",
        ("6.3.b", "6.3.k"),
    ),
    "reaction.symbol.enters_play": Point(
        "Does a {J} (when I enter play) Reaction activate, however the card arrived?",
        ("7.1.1.a",),
    ),
    "reaction.symbol.not_entering_play": Point(
        "Does a {J} Reaction activate when its object moves between the Expedition zone and "
        "the Landmark zone?",
        ("7.3.10.a",),
        non_event=True,
    ),
    "reaction.symbol.played_from_hand": Point(
        "Does a {H} (when I am played from Hand) Reaction activate for this arrival?",
        ("7.1.1.b",),
    ),
    "reaction.symbol.played_from_reserve": Point(
        "Does a {R} (when I am played from Reserve) Reaction activate for this arrival?",
        ("7.1.1.c",),
    ),
    "reaction.lost_abilities": Point(
        "Does a Reaction of an object that lost its abilities to a passive activate?",
        ("2.3.1.d",),
        non_event=True,
    ),
    "reaction.ignored": Point("Does an ignored Reaction activate?", ("7.3.19.b",), non_event=True),
    "reaction.ignored_before_leaving": Point(
        "Does 'When I'm sacrificed' of an object ignored in play activate, its new object no "
        "longer ignored — must it work before the event?",
        ("6.3.f", "7.3.19.b"),
        non_event=True,
    ),
    "reaction.control_met": Point(
        "Does 'When a Character you control …' activate for a Character its player controls, "
        "whoever caused the event — who controls an object in an Expedition?",
        ("7.5.5.b",),
    ),
    "reaction.control_words": Point(
        "Does 'When a Character you control …' activate for another player's Character — "
        "who is 'you' in a Reaction?",
        ("7.5.5.b", "7.5.5.c"),
        non_event=True,
    ),
    "reaction.played_in_effect": Point(
        "Who played a card an effect played — does 'When an opponent plays a card' see the "
        "effect's controller play it?",
        ("7.5.6.b", "5.2.b"),
    ),
    "reaction.zone_words": Point(
        "Does 'When a Character in your Reserve …' activate for a Character in another "
        "player's Reserve — whose is 'your' zone in a Reaction's trigger?",
        ("7.2.3.a",),
        non_event=True,
    ),
    "reaction.condition_false": Point(
        "Does a Reaction whose trigger condition is false activate — the condition looking "
        "before the event in the past tense, after it in the present tense?",
        ("6.3.b", "6.3.k"),
        non_event=True,
    ),
    "reaction.gigantic_subset": Point(
        "Does a Character moving between a Gigantic object's two Expeditions join 'my Expedition'?",
        ("7.4.4.j",),
        non_event=True,
    ),
    "reaction.played_checked_leaving_limbo": Point(
        "When is 'When [a player] plays a card' checked — could a card its effect sent out of "
        "play still react to it?",
        ("5.1.2.l",),
    ),
    "reaction.card_played": Point(
        "Does 'When you play a card' activate, and at which step?", ("5.1.2.l", "7.5.12.a", "6.3.f")
    ),
    "reaction.other_event": Point(
        "Does a Reaction to another object's event activate, looking before the event?",
        ("6.3.f",),
    ),
    "reaction.becomes": Point(
        "Does 'When I become [status]' activate: did it not have the status before the event, "
        "and has it after?",
        ("7.5.4.a", "6.3.f"),
    ),
    "reaction.loses": Point(
        "Does 'When [object] loses [status]' activate: did it have the status, and did the "
        "event take it away?",
        ("7.3.21.a", "7.3.21.b", "6.3.f"),
    ),
    "reaction.loses_by_ready": Point(
        "Does 'When [object] loses Exhausted' activate when it is readied — readying is "
        "losing Exhausted?",
        ("7.3.28.a", "7.3.21.a", "6.3.f"),
    ),
    "reaction.becomes_on_arrival": Point(
        "Does 'When [object] becomes [status]' activate when the object arrives in a zone "
        "with that status (a new object, with no status before)?",
        ("7.5.4.a", "2.4.1.d", "6.3.f"),
    ),
    "reaction.own_arrival_not_become": Point(
        "Does an object's own 'When I become [status]' activate as it arrives with the "
        "status — its Reaction did not exist before the event?",
        ("7.5.4.a", "2.4.1.d", "6.3.f"),
        non_event=True,
    ),
    "reaction.own_arrival_outside_play": Point(
        "Does a card's own 'When I become [status]' activate as it arrives outside play "
        "(Limbo, a Reserve) with the status?",
        ("7.5.4.a", "2.2.12.g"),
        non_event=True,
    ),
    "reaction.controller_not_owner": Point(
        "Whose is the Reaction of an object its owner does not control — who controls it "
        "and its effect?",
        ("7.5.5.c",),
    ),
    "reaction.player_word": Point(
        "Does 'When you sacrifice a Character' activate when another player does it — who "
        "is 'you' in a Reaction's trigger?",
        ("7.2.3.a",),
        non_event=True,
    ),
    "reaction.player_word_met": Point(
        "Does 'When you …' activate for this player's action — who is 'you' in a Reaction's "
        "trigger?",
        ("7.2.3.a",),
    ),
    "reaction.opponent_word_met": Point(
        "Does 'When an opponent …' activate for this player's action — who is an opponent?",
        ("1.2.1.b",),
    ),
    "reaction.opponent_word": Point(
        "Does 'When an opponent …' activate when the Reaction's controller does it?",
        ("1.2.1.b", "7.2.3.a"),
        non_event=True,
    ),
    "reaction.action_word.sacrifice": Point(
        "Does 'When you sacrifice a Character' activate when a Character leaves play "
        "without being sacrificed (discarded, sent to Reserve, returned to Hand)?",
        ("6.3.b", "7.3.36.a"),
    ),
    "reaction.action_word.own": Point(
        "Does an object's own 'When I'm sacrificed / discarded / returned to your Hand / go "
        "to Reserve' activate when it leaves play by another atomic action?",
        ("6.3.f", "6.3.b"),
    ),
    "reaction.action_word.named.sacrifice": Point(
        "What is a sacrifice — is every discard, or every move out of play, one?",
        ("7.3.36.a",),
    ),
    "reaction.action_word.named.discard": Point(
        "What is a discard — is a move out of play to another zone than the Discard pile one?",
        ("7.3.7.a",),
    ),
    "reaction.action_word.named.return_to_hand": Point(
        "What is a return to Hand — is a move out of play to another zone one?",
        ("7.3.32.a",),
    ),
    "reaction.action_word.named.play": Point(
        "Is a card put into play by an effect 'played' — does 'When you play a card' see it?",
        ("7.5.12.a",),
    ),
    "reaction.action_word.play": Point(
        "Does 'When you / an opponent play(s) a card' activate for a card put into play "
        "without being played?",
        ("6.3.b", "7.5.12.a"),
    ),
    "reaction.action_word.deck": Point(
        "Does 'When you draw a card' activate for a Resupply, or 'When you Resupply' for a "
        "draw — both take the top card of the deck?",
        ("6.3.b",),
    ),
    "reaction.action_word.named.draw": Point(
        "What is a draw — is a card resupplied from the deck drawn?", ("7.3.9.a",)
    ),
    "reaction.action_word.named.resupply": Point(
        "What is a Resupply — is a card drawn from the deck resupplied?", ("7.3.31.a",)
    ),
    "reaction.action_word.named.to_reserve": Point(
        "Does 'When I go to Reserve from the Expedition zone' see a move to another zone?",
        ("6.3.d",),
    ),
    "reaction.another_itself": Point(
        "Does 'When another Character joins my Expedition' activate when the Character "
        "that joined is the object bearing the Reaction itself?",
        ("6.3.f", "7.2.1.a"),
        non_event=True,
    ),
    "reaction.qualifier_false": Point(
        "Does 'When you play a Character with a base statistic of 0' activate for a Character "
        "that does not match the words of the trigger's description?",
        ("6.3.b",),
        non_event=True,
    ),
    "reaction.subtype_of_object": Point(
        "Does 'When you sacrifice a non-Illusion Character' look at the sacrificed "
        "object's sub-types, wherever it now is?",
        ("2.2.2.o",),
    ),
    "reaction.vanished_object": Point(
        "The token sacrificed ceased to exist: what does the trigger know of it?",
        ("2.1.h",),
        non_event=True,
    ),
    "reaction.joined_other_created": Point(
        "A token created in the opponent's Expedition: does it join 'your Expeditions'?",
        ("7.5.10.b",),
    ),
    "reaction.joined_other_switched": Point(
        "A Character that switches to another player's Expedition: does it join 'your "
        "Expeditions'?",
        ("7.5.10.c",),
    ),
    "reaction.joined_other_moved": Point(
        "A Character put in the opponent's Expedition: does it join 'your Expeditions'?",
        ("7.5.10.a",),
    ),
    "reaction.phase_condition_false": Point(
        "Does an 'At [phase], if [condition]' Reaction activate when its condition is false "
        "as the phase begins?",
        ("6.3.b",),
        non_event=True,
    ),
    "reaction.already_had": Point(
        "Does 'When I become [status]' activate for an object that already has the status "
        "and cannot gain it again?",
        ("7.5.4.a", "2.4.1.f"),
        non_event=True,
    ),
    "reaction.not_become": Point(
        "Does 'When I become [status]' activate for an object that already had the status "
        "and gains it again?",
        ("7.5.4.a", "2.4.1.g"),
        non_event=True,
    ),
    "reaction.token_created": Point(
        "Does 'When you create a token' activate?", ("6.3.f", "7.3.5.a")
    ),
    "reaction.defects": Point(
        "Does 'When [a Character] defects' activate — was it moved to the Expedition facing "
        "it, and so controlled by that Expedition's player?",
        ("7.3.6.a", "7.5.5.b", "6.3.f", "6.3.g"),
    ),
    "reaction.controller_changes": Point(
        "Does 'When [an object] changes controller' activate — is the same object now in a "
        "zone another player controls (its owner unchanged)?",
        ("7.5.5.b", "1.1.3.d", "6.3.f", "6.3.g"),
    ),
    "reaction.control_taken": Point(
        "Does 'When you take control of an object' activate, and for which player?",
        ("6.3.f", "7.3.40.a", "7.3.40.b"),
    ),
    "reaction.tokens_created": Point(
        "Does 'When you create one or more tokens' activate, and how many times?",
        ("6.3.f", "7.3.5.a", "6.1.c"),
    ),
    "reaction.opponent_draws": Point(
        "Does 'When an opponent draws one or more cards or Resupplies' activate when they draw?",
        ("6.3.f", "7.3.9.a"),
    ),
    "reaction.opponent_resupplies": Point(
        "Does 'When an opponent draws one or more cards or Resupplies' activate when they "
        "Resupply?",
        ("6.3.f", "7.3.31.a"),
    ),
    "reaction.opponent_exhausted_resupply": Point(
        "Does 'When an opponent ... Resupplies' activate for an Exhausted Resupply?",
        ("6.3.f", "7.3.14.a"),
    ),
    "reaction.exhaust_reserve": Point(
        "Does 'When you exhaust a card in Reserve' activate?", ("6.3.f", "7.3.13.a")
    ),
    # gn: "I enter play with N [name] counters" on the card played itself
    "reaction.played_enters_with_counters": Point(
        "A card played says “I enter play with counters”: how does it get them?", ("5.2.d",)
    ),
    "status.by_emblem_ongoing": Point(
        "Which Emblem gives the card played a status or a counter: the Emblem-Ongoing of "
        "the card whose effect created it, through an Emblem-Reaction?",
        ("5.2.d", "2.2.2.m"),
    ),
    "reaction.emblem_changes_card": Point(
        "Does an Emblem-Ongoing that changes the card played create an Emblem-Reaction?",
        ("5.2.d",),
    ),
    "reaction.next_played_gigantic_terrain": Point(
        "Is a Gigantic Character played in one Expedition played in the other's terrain?",
        ("7.5.8.c", "7.4.4.c"),
    ),
    "reaction.attempts_to_move_forward": Point(
        "Does 'When my Expedition attempts to move forward and can't' activate: was it to "
        "move forward but could not (a Defender during Dusk, a 'can't move forward')?",
        ("7.5.3.a", "7.3.25.a", "6.3.f"),
    ),
    "reaction.attempts_to_ascend": Point(
        "Does 'When my Expedition attempts to Ascend' activate: was it told to Ascend but "
        "could not, and no modifier replaced the attempt?",
        ("7.5.3.a", "7.3.3.a", "6.3.f"),
    ),
    "reaction.player_passes": Point(
        "Does 'When a player / you / an opponent pass(es)' activate — is passing an event "
        "with Reactions?",
        ("4.2.3.d", "4.2.3.e", "6.3.f"),
    ),
    "reaction.draws_a_card": Point(
        "How often does 'When you draw a card' activate: once per card drawn?",
        ("7.3.9.a", "6.3.g", "6.3.f"),
    ),
    "reaction.draws_cards": Point(
        "How often does 'When a player draws one or more cards' activate: once per step?",
        ("7.3.9.a", "6.1.c", "6.3.f"),
    ),
    "reaction.player_resupplies": Point(
        "Does 'When you Resupply' activate, and for whom?", ("7.3.31.a", "6.3.f")
    ),
    "reaction.player_shuffles_deck": Point(
        "Does 'When you shuffle your deck' activate, and for whom?", ("3.2.2.b", "6.3.f")
    ),
    "reaction.discard_shuffled_into_deck": Point(
        "Does shuffling the Discard pile into an empty Deck shuffle that Deck?",
        ("4.2.1.f", "7.3.31.c", "3.2.2.b"),
    ),
    "reaction.player_exhausted_resupply": Point(
        "Does 'When you Resupply' activate for an Exhausted Resupply?",
        ("7.3.14.a", "7.3.31.a", "6.3.f"),
    ),
    "reaction.player_sacrifices": Point(
        "Does 'When an opponent sacrifices a Character' activate, and who sacrificed it?",
        ("6.3.f", "7.3.36.a", "7.5.6.a"),
    ),
    "reaction.card_discarded": Point(
        "Does 'When you discard a card' / 'When a card is discarded' activate, and who "
        "discarded it?",
        ("7.3.7.a", "6.3.g", "7.5.6.a"),
    ),
    # cite18: "it is discarded instead" (2.4.7.d) is a discard (7.3.7.a)
    "reaction.card_discarded_instead": Point(
        "Does 'When you discard a card' activate when a Fleeting Character is discarded "
        "instead of going to Reserve?",
        ("2.4.7.d", "7.3.7.a", "6.3.g"),
    ),
    "reaction.card_sabotaged": Point(
        "Does 'When a card is discarded' activate when it is Sabotaged?",
        ("7.3.35.a", "7.3.7.a", "6.3.g"),
    ),
    "reaction.card_sacrificed": Point(
        "Does 'When a card is discarded' activate when it is sacrificed?",
        ("7.3.36.a", "7.3.7.a", "6.3.g"),
    ),
    "reaction.you_roll_a_die": Point(
        "How many times does 'When you roll a die' activate?", ("6.3.f", "6.3.g", "7.3.33.a")
    ),
    # ha: "When you [Kindle] / [Sabotage]": a keyword action carried out (6.3.b), once per
    # step — one event (1.2.7.c) — and player who did it
    "reaction.keyword_action": Point(
        "Does 'When you [keyword action]' activate, and how often?", ("6.3.f", "6.1.c")
    ),
    # ia: a set's keyword action is carried out once its first step is (6.5.f: a player
    # "did" it once they started doing it) — a later step conditional or impossible does
    # not undo it (1.4.1.c)
    "reaction.set_keyword_action": Point(
        "Is this step the set's keyword action its reminder text defines, carried out?",
        ("2.2.12.c", "6.5.f"),
    ),
    "reaction.nth_move_forward": Point(
        "Is this that Expedition's first (or Nth) move forward of the period the trigger names "
        "— this Day, this turn?",
        ("4.2.a", "4.2.3.b", "7.3.25.a"),
    ),
    "reaction.nth_move_backward": Point(
        "Is this that Expedition's first (or Nth) move backward of the period the trigger "
        "names — this Day, this turn?",
        ("4.2.a", "4.2.3.b", "7.3.24.a"),
    ),
    # issue 30: "When I gain [[Anchored]] for the second time this turn" — the bearer's own
    # events counted in the period (engine.pipeline.nth_occurrences; 2.1.d: a new object
    # has none before it)
    "reaction.nth_occurrence": Point(
        "Is this the first (or Nth) time this happens to the card in the period its trigger "
        "names — this Day, this turn?",
        ("4.2.a", "4.2.3.b", "6.3.g"),
    ),
    "reaction.keyword_action_nth": Point(
        "Is this the player's first (or Nth) time doing that keyword action this period?",
        ("4.2.3.b", "6.1.c"),
    ),
    "reaction.keyword_action_sabotage": Point(
        "Is discarding a card in a Reserve this way Sabotaging?", ("7.3.35.a",)
    ),
    "reaction.you_roll_dice": Point(
        "Does 'When you roll one or more dice' activate, and how often?", ("6.3.f", "6.1.c")
    ),
    "reaction.still_in_your_expeditions": Point(
        "Does a Character moving between your two Expeditions leave 'your Expeditions'?",
        ("7.5.11.c",),
        non_event=True,
    ),
    "reaction.gigantic_leaves_once": Point(
        "How often does a Gigantic Character leaving both of your Expeditions activate "
        "'When a Character leaves your Expeditions'?",
        ("6.3.g", "7.4.4.b"),
    ),
    "reaction.switch_not_joining_yours": Point(
        "Does a Character switching between your two Expeditions join 'your Expeditions' — it "
        "joins its new Expedition, but was it in your Expeditions before the event?",
        ("7.5.10.a", "7.5.10.c"),
        non_event=True,
    ),
    "reaction.already_in_your_expeditions": Point(
        "Does a Character moving between your two Expeditions join 'your Expeditions'?",
        ("7.5.10.a",),
        non_event=True,
    ),
    # cite13: a trigger naming the zone a card comes from, for a card from another zone
    "reaction.origin_missed": Point(
        "Does 'When a card goes from your hand to Reserve' activate for a Spell going to "
        "Reserve from Limbo after resolving?",
        ("6.3.b",),
        non_event=True,
    ),
    # cite18: "a card in your Reserve is discarded" for a card discarded from elsewhere — a
    # Spell played from Reserve is discarded from Limbo, its current zone (7.3.7.a)
    "reaction.discarded_elsewhere": Point(
        "Does 'When a card in your Reserve is discarded' activate for a Spell played from "
        "Reserve and discarded from Limbo after resolving?",
        ("6.3.b", "7.3.7.a"),
        non_event=True,
    ),
    "reaction.origin_missed_play": Point(
        "Does 'When you play a Character from Reserve' activate for one played from Hand?",
        ("6.3.b", "5.1.2.d"),
        non_event=True,
    ),
    "reaction.move_replaced": Point(
        "Does 'When I go to Reserve' activate when a modifier sent the object elsewhere?",
        ("6.2.m",),
        non_event=True,
    ),
    # gi (session 33): counters removed or spent as an event
    "reaction.counters_removed": Point(
        "Does 'When a [name] counter is removed from [object]' activate: did the event take "
        "counters of that name from an object that stays in play?",
        ("2.5.g", "6.3.f"),
    ),
    # gy (session 36): the spend that leaves an object none of a name
    "reaction.spends_last": Point(
        "Does 'When [object] spends its last [name] counter' activate: did the object pay a "
        "cost by spending counters of that name, and has it none left?",
        ("2.5.h", "7.3.38.a", "6.3.f"),
    ),
    "reaction.counters_spent": Point(
        "Does 'When you spend [name] counters' activate: did an object pay a cost by spending "
        "them, which removes them from it?",
        ("7.3.38.a", "2.5.h", "6.3.f"),
    ),
}
