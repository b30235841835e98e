"""Decision points of playing a card and a quick action (5.1–5.3): what is declared and
chosen (5.1.2.a–d), how the cost is altered and paid (5.1.2.f, 5.1.2.i), Limbo and Fleeting
(5.1.2.h, 2.4.7), where the card goes as it resolves (5.2), Scout (7.4.5), cards an effect
plays (5.2.b) and Rush (7.3.34).

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import PAID_IN_FULL, Point

POINTS: dict[str, Point] = {
    "play.declare": Point(
        "What does a player declare when playing a card?", ("5.1.2.a", "5.1.2.c", "5.1.2.d")
    ),
    "play.choose_orbs": Point("Which Mana Orbs pay for the card?", ("5.1.2.c", "3.2.9.f")),
    "play.orbs_chosen": Point("When are the Mana Orbs chosen?", ("5.1.2.c",)),
    "play.exhausted_from_reserve": Point(
        "May an exhausted card be played from Reserve?", ("2.4.6.c", "2.4.6.d")
    ),
    "play.to_limbo": Point("Where does a card go once declared?", ("5.1.2.h",)),
    "play.from_deck": Point(
        "May an effect play the card it revealed on top of a Deck, and is it played from Hand?",
        ("5.2.a", "7.1.1.b"),
        non_event=True,
    ),
    "play.from_reserve_fleeting.character": Point(
        "Does a Character played from Reserve gain Fleeting in Limbo?", ("5.2.1.b", "2.4.7.a")
    ),
    "play.from_reserve_fleeting.permanent": Point(
        "Does an Expedition Permanent played from Reserve gain Fleeting in Limbo?",
        ("5.2.2.b", "2.4.7.a"),
    ),
    "play.from_reserve_fleeting.spell": Point(
        "Does a Spell played from Reserve gain Fleeting in Limbo?", ("5.2.4.a", "2.4.7.a")
    ),
    "play.spell_fleeting_keyword": Point(
        "Does a Spell with Fleeting in its text box gain Fleeting in Limbo?", ("5.2.4.a", "2.4.7.b")
    ),
    "play.spell_passive_fleeting": Point(
        "Does 'Spells you play ... have Fleeting' apply to a Spell moved to Limbo?",
        ("5.2.4.a", "2.4.7.b", "2.3.1.a"),
    ),
    "play.spell_next_played_fleeting": Point(
        "Does 'the next Spell you play gains/loses Fleeting' apply to a Spell in Limbo?",
        ("5.2.4.a", "2.2.15.c"),
        non_event=True,
    ),
    "play.pay": Point("How is the card's cost paid?", ("5.1.2.i", "6.4.a", "3.2.9.f")),
    "play.nothing_to_pay": Point("Is anything paid for a card that costs 0?", ("5.1.2.i",)),
    "play.resolve": Point("When does a card resolve?", ("5.1.2.j",)),
    "play.enters.character": Point(
        "Where does a Character go as it resolves?", ("5.1.2.j", "5.2.1.c", "7.5.12.a")
    ),
    "play.enters.permanent": Point(
        "Where does an Expedition Permanent go as it resolves?",
        ("5.1.2.j", "5.2.2.c", "7.5.12.a", "2.2.3.d"),
    ),
    "play.enters.landmark": Point(
        "Where does a Landmark Permanent go as it resolves, and is it Fleeting?",
        ("5.1.2.j", "5.2.3.a", "7.5.12.a", "2.2.3.e"),
    ),
    "play.gains_fleeting.character": Point(
        "Does a Character that had Fleeting in Limbo keep it in the Expedition?",
        ("5.2.1.c", "2.4.7.c"),
    ),
    "play.gains_fleeting.permanent": Point(
        "Does an Expedition Permanent that had Fleeting in Limbo keep it?", ("5.2.2.c", "2.4.7.c")
    ),
    "play.spell_done.fleeting": Point(
        "Where does a Fleeting Spell go after resolving?",
        ("5.2.4.b", "2.4.7.e", "7.5.12.a"),
    ),
    "play.spell_done": Point("Where does a Spell go after resolving?", ("5.2.4.b", "7.5.12.a")),
    "play.own_cant_checked": Point(
        "Does the card's own 'I can't be played if …' forbid this play: is its condition true "
        "as the declaration of intent is checked?",
        ("5.1.2.g", "2.2.12.g"),
        non_event=True,
    ),
    "play.spell_gone": Point(
        "What if the Spell left Limbo while resolving: does it still go to Reserve once done?",
        ("5.2.4.b", "2.1.i"),
        non_event=True,
    ),
    "play.spell_gone.fleeting": Point(
        "Is a Fleeting Spell its own effect moved out of Limbo discarded once done resolving?",
        ("2.4.7.e", "2.1.i", "2.4.1.d"),
        non_event=True,
    ),
    "play.next_played_terrain_missed": Point(
        "Is a Character played in an Expedition in no region of [terrain] 'the next "
        "Character you play in [terrain]'?",
        ("7.5.8.c", "7.5.8.b"),
    ),
    "play.next_played_type_missed": Point(
        "Does a Character use 'the next Permanent you play …'?", ("2.2.1.b", "2.2.15.c")
    ),
    "play.next_played_origin_missed": Point(
        "Does a card played from Reserve use 'the next Character you play from your hand …'?",
        ("5.1.2.d", "2.2.15.c"),
    ),
    "play.next_played_used_up": Point(
        "Does 'the next card you play ...' last after that card?",
        ("2.2.15.c",),
        non_event=True,
    ),
    "play.next_played_counted": Point(
        "Does 'the next two cards you play ...' last after the first one: how many are left?",
        ("2.2.15.c",),
    ),
    "play.in_effect_place": Point(
        "Where does a card played by an effect go?",
        ("5.2.1.a", "5.1.2.c"),
    ),
    "play.in_effect_scout": Point(
        "Can a card an effect plays for free or for less be played with Scout?",
        ("5.2.1.a", "5.1.2.c", "7.4.5.d"),
        non_event=True,
    ),
    "play.in_effect_nothing": Point(
        "What if an effect says to play a card and there is none?",
        ("6.5.h",),
        non_event=True,
    ),
    "play.in_effect_cannot": Point(
        "What if the card an effect would play cannot be played now?",
        ("5.1.2.g",),
        non_event=True,
    ),
    "play.place_chosen": Point("Which Expedition was chosen?", ("5.2.1.a",)),
    "play.scout_chosen": Point(
        "May a card an effect plays for free be played with Scout, paying Scout's cost "
        "instead (and gaining 'Send me to Reserve')?",
        ("7.4.5.c", "7.4.5.d", "5.2.1.a"),
    ),
    "play.scout_declined": Point(
        "A card with Scout played from Hand for its Hand Cost: may its player decline Scout's "
        "alternative cost, and does the card then gain 'Send me to Reserve'?",
        ("7.4.5.c", "5.1.2.c"),  # a choice of the declaration of intent, not a cost declined
    ),
    "play.scout": Point(
        "What does playing a card with Scout X cost, and what does it gain?", ("7.4.5.c",)
    ),
    "play.scout_altered": Point(
        "Do cost alterations apply to Scout's alternative cost?", ("7.4.5.d",)
    ),
    "play.for_free": Point("What does a card played for free cost?", ("7.3.26.a",)),
    "play.first_played_earlier": Point(
        "Is this the first Character I played this Afternoon — does an earlier one count "
        "when it went back to Reserve at once, left play or is still resolving in Limbo?",
        ("5.1.2.k",),
        non_event=True,
    ),
    "play.zones_said": Point(
        "'Play a card' from where: the Hand or the Reserve, unless the effect says one "
        "('Play a card from your Hand')?",
        ("5.2.a",),
    ),
    "play.own_cost_outside_play": Point(
        "Does a card's own 'I cost N less' work in the Hand or Reserve it is played from, "
        "though it is not in play?",
        ("2.2.12.g",),
    ),
    "play.cost_altered": Point(
        "In which order do cost increases, decreases and restrictions apply?",
        ("5.1.2.f",),
    ),
    "play.counted_plays": Point("Which cards count as played this turn?", ("5.1.2.k",)),
    "play.cost_place": Point(
        "Does 'Characters you play in my Expedition cost 1 less' apply to one played in the "
        "other Expedition?",
        ("5.1.2.c",),
        non_event=True,
    ),
    "play.by_effect": Point("When is a card an effect plays played?", ("5.2.b",)),
    "play.cooldown": Point(
        "Does a Spell with Cooldown come back ready?", ("7.4.1.b",), non_event=True
    ),
    "play.cooldown_unused": Point(
        "Does Cooldown do anything to a Spell that does not go to the Reserve?",
        ("7.4.1.c", "7.4.1.b"),
        non_event=True,
    ),
    "quick.choose_orbs": Point("Which Mana Orbs pay for the quick action?", ("5.1.2.c", "3.2.9.f")),
    "quick.declare": Point(
        "Whose quick actions may a player play, and how are they declared?",
        ("5.1.2.b", "5.1.2.c", "5.3.b"),
    ),
    "quick.granted": Point(
        "Whose is a quick action an object has because another object's passive ability "
        "gives it (abilities are characteristics a passive ability modifies)?",
        ("2.3.1.a", "5.3.b"),
    ),
    "scout.others_stay": Point(
        "A card played with Scout goes to Reserve: do its other Reactions, activated as it "
        "entered play and still in Limbo, disappear?",
        ("7.4.5.c",),
    ),
    "quick.declare_support": Point(
        "Which quick actions of a card may be played from Reserve: the boxed support "
        "abilities, which work only there?",
        ("2.2.12.d", "2.2.12.i"),
    ),
    "quick.pay": Point("How is a quick action's cost paid?", ("5.1.2.i", "6.4.a")),
    "quick.mana": Point("How is a quick action's mana paid?", ("3.2.9.f",)),
    "quick.exhaust_me": Point("How is {T} (exhaust me) paid?", ("5.3.d", "7.3.13.b")),
    "quick.discard_me": Point("How is {D} (discard me from Reserve) paid?", ("7.1.4.b",)),
    "quick.cost_choice": Point(
        "Which Character does the cost 'Sacrifice a Character' sacrifice, and when is it chosen?",
        ("6.1.a", "5.1.2.c"),
    ),
    "quick.cost_sacrifice": Point(
        "Is a Character sacrificed to pay a cost sacrificed?", ("7.3.36.a", "5.1.2.i")
    ),
    "quick.cost_exhaust": Point(
        "How is 'Exhaust a Character you control' paid?", ("7.3.13.a", "5.1.2.i")
    ),
    "quick.cost_put": Point(
        "How is 'Put a card from your hand in your Reserve' paid?", ("7.3.27.a", "5.1.2.i")
    ),
    "quick.cost_discard": Point(
        "How is 'Discard a card from your Reserve' paid?", ("7.3.7.a", "5.1.2.i")
    ),
    "quick.resolve": Point("Who is 'I' when a quick action resolves?", ("5.1.2.j", "7.2.1.c")),
    "quick.not_an_object": Point(
        "Does a quick action still resolve once its cost discarded its card?",
        ("5.3.c",),
        non_event=True,
    ),
    "quick.after_you": Point("Is After You a pass?", ("7.3.2.a", "7.3.2.b"), non_event=True),
    "quick.spend": Point(
        "How is a quick action's 'spend counters' cost paid?", ("2.5.h", "7.3.38.a")
    ),
    "quick.spend_chosen": Point(
        "How is 'Spend 2 Ember counters from a Character you control' paid, and when is the "
        "Character chosen?",
        ("7.3.38.a", "5.1.2.c", "7.3.38.b", "5.1.2.i"),
    ),
    "quick.choose_x": Point(
        "Who chooses X in a cost 'Spend X of my counters', and how high may it be?",
        ("5.1.2.c", "2.5.h", "6.4.c"),
    ),
    "turn.too_costly": Point(
        "May a player play a card whose cost they cannot pay in full?",
        PAID_IN_FULL,
        non_event=True,
    ),
    "play.expedition_character": Point(
        "Who chooses the Expedition a Character is played into, and when?", ("5.2.1.a",)
    ),
    "play.expedition_permanent": Point(
        "Who chooses the Expedition an Expedition Permanent is played into, and when?",
        ("5.2.2.a",),
    ),
    "play.optional_cost_needed": Point(
        "Must a player pay an optional cost when, without it, the card costs more mana than "
        "they have — is a declaration they cannot pay legal?",
        ("5.1.2.g", "6.4.c"),
    ),
    "play.optional_cost": Point(
        "When is an optional cost of playing a card ('You may discard a card from your "
        "Reserve to reduce my cost by 2') chosen, and must it be paid?",
        ("5.1.2.c", "6.4.b"),
    ),
    "play.additional_cost": Point(
        "When is the additional cost of playing a card ('As an additional cost to play me, "
        "discard a card') chosen and paid: declared with the mana, paid with it in one step?",
        ("5.1.2.c", "5.1.2.i"),
    ),
    "play.optional_cost_paid": Point(
        "When is an optional cost of playing a card paid: with the mana, in one step?",
        ("5.1.2.i", "6.4.a"),
    ),
    "effect.play_now": Point(
        "When is a card an effect plays played, and when are the Reactions it activates played?",
        ("5.2.b", "4.4.a"),
    ),
    "effect.rush_to": Point(
        "Does 'you may Rush to [do X]' do X if no card was played?", ("5.2.b", "7.3.34.b")
    ),
    "effect.play_if_you_did": Point(
        "Does 'play a card; if you did, [do Y]' do Y?", ("5.2.b", "6.5.f")
    ),
    "effect.rushed": Point(
        "Was a card actually played due to Rush?", ("7.3.34.b", "7.5.12.a"), non_event=True
    ),
    # "Immediately play a Character …. It gains Fleeting.": no "if you did" — the play is a
    # step of the effect (5.2.b), "it" the card played, found by the effect in its new zone
    # (2.1.f) through every zone change it made (2.1.g)
    "effect.play_then_it": Point(
        "'Play a card. It [does Y]': is Y a step of the same effect, and how does it find the "
        "card played?",
        ("5.2.b", "2.1.f", "2.1.g"),
    ),
    "effect.played_found": Point(
        "'Play a card. It [does Y]': was the card played, so 'it' finds it where it went?",
        ("2.1.f", "2.1.g", "5.1.2.h"),
    ),
    "effect.played": Point(
        "Did the player start playing the card ('if you did')?", ("6.5.f", "5.1.2.h")
    ),
    # Fleeting by the zone a card is played from, said when it is not gained too
    "play.not_from_reserve.character": Point(
        "Does a Character played from Hand (not from Reserve) gain Fleeting in Limbo?",
        ("5.2.1.b",),
    ),
    "play.not_from_reserve.permanent": Point(
        "Does an Expedition Permanent played from Hand (not from Reserve) gain Fleeting in Limbo?",
        ("5.2.2.b",),
    ),
    "play.not_from_reserve.spell": Point(
        "Does a Spell played from Hand, without Fleeting in its text box, gain Fleeting in Limbo?",
        ("5.2.4.a",),
    ),
    # The Remark of 2.4.7.b ("Landmark Permanents cannot have or gain Fleeting in any
    # zone") is the exception to 2.4.7.a that decides at the moment the card enters Limbo;
    # 5.2.3.a's Remark says the same of its resolution, later.
    "play.landmark_never_fleeting": Point(
        "Does a Landmark Permanent played from Reserve gain Fleeting?",
        ("2.4.7.b",),
        non_event=True,
    ),
    # cite17: a quick action's cost paid without mana, said part by part
    "quick.cost_said": Point("How is a quick action written — what is its cost?", ("2.2.12.k",)),
    "quick.cost_exhaust_me": Point("What does the symbol {T} in a cost mean?", ("7.1.4.a",)),
    "quick.cost_discard_me": Point("What does the symbol {D} in a cost mean?", ("7.1.4.b",)),
}
