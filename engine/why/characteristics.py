"""Decision points of the value a characteristic has where a condition, filter or count
compares it (cite41, blind batch 30's finding 14): the printed Hand Cost of a card
(2.2.7.b), not the mana paid; a token's 0 (2.2.7.c); an Emblem's none (2.2.7.d); the
same for the Reserve Cost (2.2.8.b-d); a statistic printed (2.2.11.d) or a token's, set by
the effect that created it (2.2.11.e), each boost adding one (2.5.1.b).

Part of the decision-point table of :mod:`engine.why.table`, which merges it; the words
are written by :mod:`engine.why.characteristic_values`.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    "value.printed_hand_cost": Point(
        "Which Hand Cost does 'with Hand Cost N or more' compare for a card — the number "
        "printed on it, whatever was paid to play it?",
        ("2.2.7.b",),
    ),
    "value.emblem_hand_cost": Point(
        "Does an Emblem meet 'with Hand Cost N or less': has it a Hand Cost?", ("2.2.7.d",)
    ),
    "value.printed_reserve_cost": Point(
        "Which Reserve Cost does 'with Reserve Cost N or more' compare for a card — the "
        "number printed on it?",
        ("2.2.8.b",),
    ),
    "value.emblem_reserve_cost": Point(
        "Does an Emblem meet 'with Reserve Cost N or less': has it a Reserve Cost?", ("2.2.8.d",)
    ),
    "value.printed_statistic": Point(
        "Where does a Character card's statistic compared ('with {V} 3 or more') come from — "
        "the numbers printed on its left?",
        ("2.2.11.d",),
    ),
    "value.token_statistic": Point(
        "Where does a token's statistic compared come from — the effect that created it?",
        ("2.2.11.e",),
    ),
    "value.boosted_statistic": Point(
        "Does a boost count in the statistic compared: each boost adds 1 to each statistic?",
        ("2.5.1.b",),
    ),
    "value.paid_differs": Point(
        "A card played for less (or more) than its Hand Cost: does the trigger compare the "
        "mana paid — a cost alteration changes only the final cost paid?",
        ("5.1.2.f",),
    ),
    "reaction.nth_play_missed": Point(
        "'When you play your second Spell each turn' did not activate for the first or the "
        "third: which cards count as played in the period — each once its resolution began, "
        "still resolving in Limbo or not?",
        ("6.3.b", "5.1.2.k"),
        non_event=True,
    ),
    "value.in_region": Point(
        "Which region is an Expedition in — the one its Expedition counter is on?",
        ("7.5.8.a",),
    ),
    "value.boosts_counted": Point(
        "How many boosts has the object compared ('with 2 or more boosts'): boosts are "
        "counters on it?",
        ("2.5.1.a",),
    ),
    "value.keyword_given": Point(
        "Why has a Character a keyword not printed on it — which passive ability (or "
        "Emblem-Ongoing) gives it, its characteristics being the base ones modified by the "
        "passive abilities that apply, and does its condition hold?",
        ("2.3.1.d",),
    ),
    "value.boosted_by_boosts": Point(
        "Is a Character Boosted though no effect gave it that status: does Boosted follow "
        "the boosts on it?",
        ("2.4.5.b",),
    ),
    "value.statistics_modified": Point(
        "Which statistics does a Character count when a passive ability changes them — the "
        "printed ones, or as modified by every passive ability that applies?",
        ("2.3.1.d",),
    ),
    "value.base_is_printed": Point(
        "Which statistics does 'with a base statistic of N' compare for a card — those written "
        "on it, whatever boosts or passive abilities add?",
        ("2.2.a",),
    ),
    "value.status_given": Point(
        "Why has this object the status a step decides from — which effect gave it, and "
        "when: its statuses change only when an effect causes them to?",
        ("2.4.1.e",),
    ),
    "value.exhausted_by_effect": Point(
        "Why is this object exhausted — which effect exhausted it, and when: costs and "
        "effects make objects exhausted?",
        ("2.4.6.a",),
    ),
    "value.exhausted_by_cost": Point(
        "Why is this object exhausted — it was exhausted to pay a cost, and when: some costs "
        "make an object exhausted?",
        ("2.4.6.a",),
    ),
    "value.mana_paid": Point(
        "Why is this Mana Orb exhausted — it was exhausted to pay a mana cost, and when?",
        ("3.2.9.f",),
    ),
    "value.exhausted_resupply": Point(
        "Why is this card in Reserve exhausted — an Exhausted Resupply put it there, and when?",
        ("7.3.14.a",),
    ),
    "value.exhaust_me_paid": Point(
        "Why is this object exhausted — its [exhaust me] cost was paid, and when?",
        ("7.1.4.a",),
    ),
    "value.statistics_set_last": Point(
        "Two changes set a Character's base statistics: which one counts — the one applied "
        "last, in timestamp order?",
        ("2.3.3.b",),
    ),
    "value.statistics_set_after": Point(
        "A change sets or exchanges a Character's statistics as they are: does it come after "
        "the boosts and the changes adding to them, which change what it does?",
        ("2.3.2.f",),
    ),
}
