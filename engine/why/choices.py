"""Decision points of the choices an effect asks for: targets (6.5.b), "you may" (6.5.c),
who chooses and in which order (6.1.g, 6.1.h), and what happens with nothing or too little
to choose (6.5.h).

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    "target.none": Point(
        "What happens when there is no suitable target?", ("6.5.b",), non_event=True
    ),
    "target.condition": Point(
        "Who is 'target opponent' in a step's condition ('If target opponent has more Mana "
        "Orbs than you: ...'), when is that player chosen, and may none be chosen?",
        ("6.5.b", "6.5.d"),
        non_event=True,
    ),
    "target.cant_be_targeted": Point(
        "Is an object a passive ability says can't be targeted a suitable target?",
        ("6.5.b", "1.4.1.a"),
        non_event=True,
    ),
    "target.within_total": Point(
        "How are several targets whose total must stay within a limit chosen?",
        ("6.5.b", "6.1.g"),
    ),
    "target.together": Point(
        "How are several targets chosen that must be in the same Expedition, controlled by "
        "the same player or have different names?",
        ("6.5.b", "6.1.g"),
    ),
    "target.token_hand_cost": Point(
        "Does a token meet 'with Hand Cost N or less / or more' among the objects a player "
        "may choose?",
        ("2.2.7.c",),
    ),
    "target.token_reserve_cost": Point(
        "What does a token add to a total of Reserve Cost, or meet in 'with Reserve Cost N "
        "or less / or more'?",
        ("2.2.8.c",),
    ),
    "target.in_terrain": Point(
        "Is a Character 'in [terrain]' among the objects a player may choose — a Gigantic one "
        "if either of its Expeditions is?",
        ("7.5.8.c", "7.5.8.b"),
    ),
    "target.base_cost": Point(
        "Which cost is an object's Base Cost: its Reserve Cost if it is Fleeting, in Reserve "
        "or played from Reserve, its Hand Cost otherwise?",
        ("2.2.9.b",),
    ),
    "target.in_play": Point(
        "Does 'target Character' include cards in a Reserve or a Hand?",
        ("2.2.1.h",),
        non_event=True,
    ),
    "choice.not_in_play": Point(
        "Is a card in a Reserve 'a Permanent' / 'a Character' to sacrifice or choose?",
        ("2.2.1.h",),
        non_event=True,
    ),
    "target.denied": Point(
        "Which objects does a denied description leave out ('not in my Expedition', 'with Hand "
        "Cost other than {3}')?",
        ("6.5.b",),
    ),
    "target.not_type": Point(
        "Is an object of that card type left out by 'non-Character' / 'that isn't a Character'?",
        ("2.2.1.h",),
    ),
    "target.without_keyword": Point(
        "Is a Character 'without Defender' one on which no Defender works — a keyword ability "
        "given or taken away by a passive counts?",
        ("2.3.1.a",),
    ),
    "target.set_keyword": Point(
        "Does an object have a set's own keyword ('with [Tether]') — printed with its reminder "
        "or given by a passive — and not once it is lost?",
        ("2.2.12.c", "2.3.1.a"),
    ),
    "target.sacrifice_own": Point(
        "'Sacrifice target token': may the target be an object another player controls?",
        ("7.3.36.a",),
        non_event=True,
    ),
    "target.choose": Point("When and by whom is a target chosen?", ("6.5.b", "6.1.g")),
    "may.one": Point("Who decides a 'you may'?", ("6.5.c",)),
    "may.sabotage": Point(
        "Must the player who Sabotages discard the card, or may they discard none?",
        ("7.3.35.a",),
        non_event=True,
    ),
    "may.you_decide": Point(
        "Who decides 'You may target an opponent, they draw a card': you or the opponent?",
        ("6.5.c",),
    ),
    "may.each_player": Point(
        "In which order do several players decide their 'may'?",
        ("6.5.c", "6.1.h", "1.4.5.a"),
    ),
    "choice.nothing": Point(
        "What if a player has nothing to choose?", ("6.5.h", "6.1.g"), non_event=True
    ),
    "choice.nothing_to_sacrifice": Point(
        "What if a player controls nothing in play they could sacrifice?",
        ("7.3.36.a", "6.5.h", "6.1.g"),
        non_event=True,
    ),
    "choice.one": Point("Who makes a choice, and when?", ("6.1.g",)),
    "choice.rest_of_seen": Point(
        "'Put one in Reserve and the other at the bottom': is the other card chosen?",
        ("6.1.g",),
    ),
    "choice.at_random": Point(  # gl
        "'Discard a card from your hand at random': who chooses the card, and how?",
        ("6.5.j",),
        non_event=True,
    ),
    "choice.exhausted_mana_orb": Point(
        "Is an exhausted Mana Orb still one of 'your Mana Orbs' a step chooses among — is "
        "every object in the Mana zone a Mana Orb, exhausted or ready?",
        ("3.2.9.c",),
        non_event=True,
    ),
    "choice.per_expedition": Point(
        "'A Character you control in each of your Expeditions': one chosen in each — and a "
        "Gigantic one, present in both, chosen once?",
        ("6.1.g", "7.4.4.b"),
        non_event=True,
    ),
    "choice.for_each_may": Point(
        "'For each Permanent you control, you may ...': which of them, and who decides?",
        ("6.5.i", "6.5.c"),
    ),
    "choice.fewer": Point(
        "'Sacrifice two Characters' with only one: is it sacrificed?", ("6.5.h", "6.1.g")
    ),
    "choice.each_player": Point(
        "In which order does each player choose under 'each player ...'?",
        ("6.1.g", "6.1.h", "1.4.5.a"),
    ),
    "choice.named_player": Point(
        "'Target opponent discards a card from their hand': who chooses the card — the one "
        "player the step names, alone (no rule more specific than 6.1.g's 'unless specified "
        "otherwise' and 7.5.6.b)?",
        ("6.1.g", "7.5.6.b"),
        non_event=True,
    ),
    "target.chosen": Point("Which target was chosen?", ("6.5.b",)),
    "target.several": Point(
        "How are the targets of a step with several targets chosen, and may one object be "
        "chosen for two of them?",
        ("6.5.b", "6.1.g"),
    ),
    "may.cost_declined": Point(
        "May a player decline the cost of 'You may pay {1} to ...', and what then?",
        ("6.4.b", "6.5.f"),
        non_event=True,
    ),
    "may.to_cost_declined": Point(
        "May a player decline X of '[X] to [Y]' — the cost of Y — and what then?",
        ("6.4.b", "6.1.d", "6.5.f"),
    ),
    "choice.cant_option": Point(
        "Is an object a 'can't' keeps from what the step does offered as a choice?",
        ("6.1.g",),
        non_event=True,
    ),
    "mode.unplayable": Point(
        "Is a mode that plays a card the player cannot play now ('You may play it for free or "
        "put it into your hand', the card's own 'can't be played' holding) offered?",
        ("6.1.g",),
        non_event=True,
    ),
    "may.impossible_play": Point(
        "Is a player asked whether to play a card an effect lets them play, when it cannot be "
        "played (its cost cannot be paid, no place to play it)?",
        ("6.1.g",),
        non_event=True,
    ),
    "may.cant_option": Point(
        "Is a player asked whether to do a 'you may' step a 'can't' makes impossible?",
        ("6.1.g",),
        non_event=True,
    ),
    "may.nothing_to_choose": Point(
        "Is a player asked whether to do a 'you may' step that has nothing it could act on "
        "('you may return another card from your Reserve' with none there)?",
        ("6.1.g", "6.5.h"),
        non_event=True,
    ),
    "may.answered": Point("What did the player decide for their 'may'?", ("6.5.c",)),
    # hb: "Spend 2 Kelon counters from a card you control to draw a card" (no "you may")
    "cost.never_forced": Point(
        "Must a player pay a cost an effect names without 'you may' ('Spend 2 counters … to "
        "draw a card')?",
        ("6.4.b",),
        non_event=True,
    ),
    "target.ahead": Point("Which Expeditions are 'ahead'?", ("7.5.2.a",)),
    "target.by_opponent": Point(
        "Who chooses the target of 'That opponent targets a card in your Reserve'?",
        ("6.5.b", "1.4.2.a"),
    ),
    # ------------------------------------ characteristics a filter compares (2.2.7, 2.2.8)
    "counters.none_in_hidden": Point(
        "How many counters has a card in a Deck, Hand or Discard pile, or a Spell played "
        "from Hand, when an amount counts them ('X is my number of Arcane counters')?",
        ("2.5.b",),
    ),
    "compare.hand_cost": Point(
        "Which number does 'with Hand Cost N or less / or more' compare: the object's Hand "
        "Cost, not the mana paid to play it?",
        ("2.2.7.a",),
    ),
    "compare.reserve_cost": Point(
        "Which number does 'with Reserve Cost N or less / or more' compare: the object's "
        "Reserve Cost?",
        ("2.2.8.a",),
    ),
    # ------------------------------------ whose objects a choice offers (choice_zones.py)
    "choice.sacrifice_own": Point(
        "May a player sacrifice another player's object, for an effect or a cost?",
        ("7.3.36.a",),
    ),
    "choice.own_zone": Point(
        "'A card from your Reserve / Discard pile / Hand': may the player choose one from "
        "another player's?",
        ("3.1.2.b",),
    ),
    "choice.own_hand": Point(
        "Who sees the cards a player chooses from their own Hand?", ("3.2.5.b", "3.1.3.f")
    ),
    # ------------------------- the zones a target's description names (named_zones.py)
    "target.zone.in_play": Point(
        "'Target card in play or in Reserve': is a Hero, or a card in Hand, in play?",
        ("3.1.4.a",),
    ),
    "target.zone.reserve": Point(
        "'Target card in Reserve': may a card in play, in Hand or in a Discard pile be chosen?",
        ("3.2.10.a",),
    ),
    "target.zone.discard": Point(
        "'Target card in your Discard pile': may a card in another zone be chosen?",
        ("3.2.3.a",),
    ),
}
