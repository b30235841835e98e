"""Decision points of refused requests: the rule a refusal names (:class:`IllegalAction`) —
a turn effect, a quick action or a card that cannot be played now (5.1.2.g), and a judge's
edit of the sandbox board that the rules forbid.

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    "refused.decision_unknown": Point(
        "Is there such a pending decision?", ("6.1.g",), non_event=True
    ),
    "refused.not_turn_effect": Point(
        "May a player play a card or a quick action outside their turn?",
        ("5.1.1.b",),
        non_event=True,
    ),
    "refused.no_destination": Point(
        "Where does a put/send/return step without a destination put it?", ("7.3.27.a",)
    ),
    "refused.cant_be_played": Point(
        "May a card be played when a passive ability says it can't be played now?",
        ("1.4.1.a",),
        non_event=True,
    ),
    "refused.own_cant_be_played_where_played_from": Point(
        "Does a card's own 'I can't be played [if ...]' work in the Hand or Reserve it would "
        "be played from, though it is not in play?",
        ("2.2.12.g",),
        non_event=True,
    ),
    "refused.player_cant_play": Point(
        "May a player play a card when an opponent's effect says they can't play it now?",
        ("1.4.1.a",),
    ),
    "refused.play_limit_reached": Point(
        "May a player play a card beyond a passive ability's limit on how many such cards "
        "each player plays in a period (\"can't play more than two Characters each "
        'Afternoon")?',
        ("1.4.1.a",),
        non_event=True,
    ),
    "refused.player_cant_play_into": Point(
        "May a player play a card into an Expedition an opponent's effect says they can't "
        "play it into?",
        ("1.4.1.a",),
    ),
    "refused.object_gone": Point("Does the object still exist?", ("2.1.i",), non_event=True),
    "refused.answer_first": Point(
        "May a player choose a turn effect before the decision pending and the Reactions are "
        "resolved?",
        ("4.2.3.e",),
        non_event=True,
    ),
    "refused.not_afternoon": Point(
        "May a player play a card outside the Afternoon, when no turns are taken?",
        ("4.2.3.b",),
        non_event=True,
    ),
    "refused.no_place_to_play": Point(
        "Is there a place this card's type is played into from Hand or Reserve?",
        ("5.2.a",),
        non_event=True,
    ),
    "refused.quick_not_theirs": Point(
        "Whose quick actions, and from where, may a player play?",
        ("5.3.b",),
    ),
    "refused.quick_ignored": Point(
        "May a player play an ignored quick action?", ("7.3.19.b",), non_event=True
    ),
    "refused.quick_limit": Point(
        "May a quick action be played a 101st time in a day?", ("5.3.e",), non_event=True
    ),
    "refused.quick_per_day": Point(
        "May a quick action printed 'Use this ability only once each Day' be played again "
        "the same Day?",
        ("5.1.2.g",),
        non_event=True,
    ),
    "refused.quick_per_turn": Point(
        "May a quick action printed 'Activate only once per turn' be played again in the "
        "same turn (a quick action lets the turn go on, 4.2.3.e)?",
        ("5.1.2.g",),
        non_event=True,
    ),
    "refused.declaration_illegal": Point(
        "A 'can't' forbids the play a player declares: is the declaration checked before "
        "anything changes, and must the player take other decisions?",
        ("5.1.2.g",),
    ),
    "refused.quick_condition": Point(
        "May a quick action be played when its 'only if' condition is false?",
        ("5.1.2.g",),
        non_event=True,
    ),
    "refused.quick_exhausted": Point(
        "Can an exhausted object's {T} cost be paid?", ("2.4.6.a",), non_event=True
    ),
    "refused.quick_exhausted.general": Point(
        "Can an exhausted object be exhausted again, and can an impossible cost be paid?",
        ("7.3.16.b", "6.4.c"),
        non_event=True,
    ),
    "refused.quick_support_exhausted": Point(
        "May a player play the support quick action of an exhausted card in their Reserve?",
        ("2.2.12.j", "2.4.6.e"),
        non_event=True,
    ),
    "refused.quick_cost_impossible": Point(
        "Can a quick action be played when a 'can't' makes its cost impossible "
        '("Characters can\'t be exhausted" and a {T} cost) — does the "can\'t" beat the '
        "cost's 'can', so that it cannot be paid in full?",
        ("1.4.1.a",),
        non_event=True,
    ),
    "refused.quick_sacrifice_me": Point(
        "Can 'Sacrifice me' be paid by a card that is not in play?",
        ("7.3.36.a",),
        non_event=True,
    ),
    "refused.quick_not_in_reserve": Point(
        "Can {D} (discard me from Reserve) be paid outside the Reserve?",
        ("7.1.4.b",),
        non_event=True,
    ),
    "refused.quick_spend": Point(
        "Can a quick action's cost spending [X] counters be paid with fewer?",
        ("2.5.h",),
        non_event=True,
    ),
    "refused.quick_cost_choice": Point(
        "Can 'Sacrifice a Character' / 'Discard a card from your Reserve' be paid with none?",
        ("6.4.c",),
        non_event=True,
    ),
    "refused.additional_cost": Point(
        "May a card be played when its additional cost ('As an additional cost to play me, "
        "sacrifice a Character') cannot be paid in full?",
        ("5.1.2.g",),
        non_event=True,
    ),
    "refused.mana_short": Point(
        "Can a cost be paid with too few ready Mana Orbs?", ("6.4.c",), non_event=True
    ),
    "refused.orbs_cant_be_exhausted": Point(
        "Do ready Mana Orbs that can't be exhausted count as mana to pay a cost with — "
        "is a cost needing them impossible?",
        ("6.4.c",),
        non_event=True,
    ),
    "refused.scout_not_in_hand": Point(
        "May a card with Scout in Reserve be played for its Scout cost — where does Scout work?",
        ("7.4.5.b",),
        non_event=True,
    ),
    "refused.decrease_other_zone": Point(
        "Does 'cards you play from Reserve cost less' lower the cost of a card played from "
        "Hand — which cost does a card played from there have?",
        ("5.1.2.d",),
        non_event=True,
    ),
    "refused.scout_only": Point(
        "Which cards can be played with Scout, and from where?",
        ("7.4.5.c",),
    ),
    "refused.not_in_hand_or_reserve": Point(
        "From where may a player play a card?", ("5.1.2.c",), non_event=True
    ),
    "refused.exhausted_in_reserve": Point(
        "Can an exhausted card in Reserve be played?",
        ("2.4.6.c",),
        non_event=True,
    ),
    "exception.idle.exhausted_support": Point(
        "Does a card exhausted in Reserve give its support ability's permission "
        "('You may play exhausted cards from your Reserve')?",
        ("2.4.6.e",),
    ),
    "exception.idle.support_outside_reserve": Point(
        "Does a support ability give its permission from outside the Reserve?", ("2.2.12.i",)
    ),
    "exception.idle.hero_outside": Point(
        "Does a Hero's ability give its permission outside the Hero zone?", ("2.2.12.h",)
    ),
    "exception.idle.outside_play": Point(
        "Does a card's ability give its permission while the card is not in play?",
        ("2.2.12.g",),
    ),
    "exception.idle.lost": Point(
        "Does a card that lost its abilities to a passive ability still give its permission?",
        ("2.3.1.d",),
    ),
    "exception.idle.ignored": Point(
        "Does a card whose abilities are ignored still give its permission?", ("7.3.19.b",)
    ),
    "exception.idle.another_player": Point(
        "Does another player's 'You may play exhausted cards from your Reserve' let me?",
        ("7.2.3.a",),
    ),
    "refused.wrong_place": Point("Where may a Character be played?", ("5.2.1.a",)),
    "refused.wrong_place.permanent": Point(
        "Where may an Expedition Permanent be played?", ("5.2.2.a",)
    ),
    "refused.wrong_place.landmark": Point(
        "Where does a Landmark Permanent go when played?", ("5.2.3.a",)
    ),
    "refused.wrong_place.spell": Point(
        "Where does a Spell go: it does not enter play?", ("5.2.4.b",)
    ),
    # ------------------------------------------------------------------ judge's board edits
    "edit.no_zone": Point("Is there such a zone?", ("3.1.1.c",)),
    "edit.limbo": Point(
        "Can a judge put a card in Limbo by hand (it holds what is being played or resolved)?",
        ("3.2.8.a",),
    ),
    "edit.adventure": Point("Can a judge put a card in the Adventure by hand?", ("3.2.1.b",)),
    "edit.no_status_zone": Point(
        "Can an object in a Discard pile, Deck or Hand have statuses?",
        ("2.4.1.c",),
        non_event=True,
    ),
    "edit.no_counter_zone": Point(
        "Can an object in a Discard pile, Deck or Hand have counters?",
        ("2.5.b",),
        non_event=True,
    ),
    "edit.negative_counters": Point(
        "Can a number of counters be negative (removing more leaves none)?",
        ("2.5.g",),
        non_event=True,
    ),
    "edit.boosted": Point(
        "Can Boosted be set by hand, without boosts?", ("2.4.5.b",), non_event=True
    ),
    "edit.ascended": Point("What has the Ascended status: objects or Expeditions?", ("2.4.1.b",)),
    "edit.hero_zone": Point("What may a Hero zone hold?", ("3.2.6.b",)),
    "edit.in_expedition.permanent": Point("May this Permanent be in an Expedition?", ("5.2.2.a",)),
    "edit.in_expedition.other": Point("May this card be in an Expedition?", ("5.2.1.a",)),
    "edit.in_landmarks": Point("May this card be in the Landmarks?", ("5.2.3.a",), non_event=True),
    "edit.token_out_of_play": Point(
        "Can a token Character be put outside the Expedition zone (a Landmark token may "
        "leave its zone, 2.1.e speaking of the Expedition zone only)?",
        ("2.1.e",),
        non_event=True,
    ),
    "edit.being_resolved": Point(
        "Can a judge edit an object that is part of what is being resolved or decided?",
        ("6.1.g",),
    ),
    "edit.emblem_in_limbo": Point("Where do Emblems exist?", ("2.2.2.m",)),
    "edit.no_expedition": Point("Is there such an Expedition?", ("3.2.4.b",)),
    "edit.marker_region": Point(
        "Can a Terrain Marker be on a face-down region, or be of no terrain?", ("3.2.1.d",)
    ),
    "edit.marker_gone": Point(
        "Is there such a Terrain Marker (a moved one is a new object)?", ("7.3.23.b",)
    ),
    "edit.no_player": Point(
        "Is there such a player in a two-player game?", ("1.1.2.a",), non_event=True
    ),
    "edit.negative_orbs": Point(
        "Can a number of Mana Orbs be negative?", ("3.2.9.a",), non_event=True
    ),
    "edit.start_phase": Point("At which moments may the sandbox start?", ("4.2.a",)),
    "edit.object_gone": Point(
        "Does the object still exist (a new zone makes a new object)?",
        ("2.1.d",),
        non_event=True,
    ),
    "edit.no_region": Point(
        "Is there such a region on the Adventure?", ("3.2.1.b",), non_event=True
    ),
    "edit.pending_options": Point(
        "Can a judge's edit leave a pending decision without enough legal options?",
        ("6.1.g",),
        non_event=True,
    ),
    # ------------------------------------------ why an object is not a legal target (6.5.b)
    "refused.target.controller": Point(
        "Does 'you control' / 'an opponent controls' let this object through: who controls "
        "it, 'you' being the effect's controller?",
        ("7.5.5.b", "7.2.3.a"),
        non_event=True,
    ),
    "refused.target.boosted": Point(
        "Is this object Boosted: has it at least one boost?", ("2.4.5.a",)
    ),
    "refused.target.exhausted": Point("Is this object exhausted, or ready?", ("2.4.6.b",)),
    "refused.target.anchored": Point("Is this Character Anchored?", ("2.4.2",)),
    "refused.target.asleep": Point("Is this Character Asleep?", ("2.4.4",)),
    "refused.target.status": Point("Has this object the status the text names?", ("2.4.1.a",)),
    "refused.target.statistic": Point(
        "Which statistic does 'with {V} 3 or more' compare, and what is it now?", ("2.2.11.b",)
    ),
    "refused.target.boosts": Point(
        "How many boosts has this object: boosts are counters?", ("2.5.1.a",)
    ),
    "refused.target.parity": Point(
        "Is the number the text names even or odd (0 is even): the object's Hand Cost, "
        "Reserve Cost, statistic as it is now, or number of boosts?",
        ("2.2.7.a", "2.2.8.a", "2.2.11.b", "2.5.1.a"),
    ),
    "refused.target.as_me": Point(
        "Has this object the same name (one name, a token's given by its creating effect), "
        "a sub-type in common, or the same cost as the object bearing the ability?",
        ("2.2.4.b", "2.2.4.f", "2.2.2.c", "2.2.7.a", "7.2.1.a"),
    ),
    "refused.target.compared_stat": Point(
        "Is this object's Hand Cost, Reserve Cost or statistic lower, higher or the same as "
        "the other object's the text names (as that one was if it left play)?",
        ("2.2.7.b", "2.2.8.b", "2.2.11.b", "2.1.h"),
    ),
    "refused.target.counters": Point(
        "How many counters of the name the text says has this object?", ("2.5.c",)
    ),
    "refused.target.subtype": Point("Has this object the sub-type the text names?", ("2.2.2.n",)),
    "refused.target.my_expedition": Point(
        "Is this object in 'my Expedition': the Expedition of the object bearing the ability?",
        ("7.2.1.a",),
    ),
    "refused.target.your_expedition": Point(
        "Is this object in 'your Hero / Companion / other Expedition': one of the "
        "Expeditions of the ability's controller?",
        ("7.2.3.a", "3.2.4.b"),
    ),
    "refused.target.another": Point(
        "Is this object 'another' one: not the object bearing the ability?", ("7.2.1.a",)
    ),
    "refused.target.owner": Point("Who owns this object: 'you own'?", ("1.1.3.c",)),
    "refused.target.expedition_permanent": Point(
        "Is this Permanent an 'Expedition Permanent': is its zone type Expedition?",
        ("2.2.3.b", "2.2.3.c"),
    ),
    "refused.target.landmark_permanent": Point(
        "Is this Permanent a 'Landmark Permanent': is its zone type Landmark?",
        ("2.2.3.b", "2.2.3.c"),
    ),
    "refused.target.cooldown": Point("Has this object Cooldown?", ("7.4.1.a",)),
    "refused.target.defender": Point("Has this object Defender?", ("7.4.2.a",)),
    "refused.target.eternal": Point("Has this object Eternal?", ("7.4.3.a",)),
    "refused.target.gigantic": Point("Has this object Gigantic?", ("7.4.4.a",)),
    "refused.target.scout": Point("Has this object Scout?", ("7.4.5.a",)),
    "refused.target.seasoned": Point("Has this object Seasoned?", ("7.4.6.a",)),
    "refused.target.tough": Point("Has this object Tough?", ("7.4.7.a",)),
    "refused.target.fleeting": Point(
        "Is this object Fleeting — a card played from Reserve, a Spell with Fleeting?",
        ("2.4.7.a", "2.4.7.b"),
    ),
    "refused.quick_support_outside_reserve": Point(
        "May a player play the support quick action of a card that is not in their Reserve?",
        ("2.2.12.i",),
        non_event=True,
    ),
}
