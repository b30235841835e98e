"""The table of the lexer's rewordings, applied once (:mod:`.folds`): printed words read as
the grammar's own, by kind — wordings that cannot change an ability's meaning
(:mod:`.wordings`) tried first at a word, then paraphrases of one meaning
(:mod:`.other_words`)."""

from __future__ import annotations

from scenarios.cards.grammar.activation_limit_words import ACTIVATION_LIMIT_WORDS  # ie39
from scenarios.cards.grammar.cap_words import CAP_WORDS  # gg (session 33)
from scenarios.cards.grammar.chooser_words import CHOOSER_WORDS
from scenarios.cards.grammar.chosen_words import CHOSEN_WORDS
from scenarios.cards.grammar.condition_it_words import CONDITION_IT_WORDS  # id39 (session 39)
from scenarios.cards.grammar.count_they_words import IC_WORDS  # ic (session 38)
from scenarios.cards.grammar.counters_from_among_words import COUNTERS_FROM_AMONG_WORDS
from scenarios.cards.grammar.expedition_words import EXPEDITION_WORDS
from scenarios.cards.grammar.facing_words import FACING_WORDS  # ga (session 33)
from scenarios.cards.grammar.folds import Found, Table
from scenarios.cards.grammar.from_expedition_words import FROM_EXPEDITION_WORDS
from scenarios.cards.grammar.hand_discard_words import IB40_HAND_WORDS  # ib40 (session 40)
from scenarios.cards.grammar.mana_orb_words import MANA_ORB_WORDS
from scenarios.cards.grammar.moment_article_words import MOMENT_ARTICLE_WORDS
from scenarios.cards.grammar.now_words import NOW_WORDS
from scenarios.cards.grammar.one_of_yours_words import IB40_ONE_OF_YOURS_WORDS  # ib40
from scenarios.cards.grammar.opponents_objects_words import OPPONENTS_OBJECTS_WORDS
from scenarios.cards.grammar.other_words import PARAPHRASES
from scenarios.cards.grammar.paid_count_words import PAID_COUNT_WORDS
from scenarios.cards.grammar.place_moment_words import PLACE_MOMENT_WORDS
from scenarios.cards.grammar.players_who_did_words import PLAYERS_WHO_DID_WORDS
from scenarios.cards.grammar.region_words import REGION_WORDS
from scenarios.cards.grammar.relation_words import RELATION_WORDS  # gk (session 34)
from scenarios.cards.grammar.revealed_hand_words import (  # ib39 (session 39)
    IB39_REVEALED_HAND_WORDS,
)
from scenarios.cards.grammar.same_subject_words import SAME_SUBJECT_WORDS
from scenarios.cards.grammar.terrain_or_words import TERRAIN_OR_WORDS
from scenarios.cards.grammar.they_each_words import THEY_EACH_WORDS  # hc (session 37)
from scenarios.cards.grammar.wordings import WORDINGS

REWORDINGS = Table(
    (
        *WORDINGS,
        *EXPEDITION_WORDS,
        *FACING_WORDS,  # ga: "the Expedition facing mine" (1.2.3.c)
        *PLACE_MOMENT_WORDS,
        *CHOSEN_WORDS,
        *CHOOSER_WORDS,
        *PLAYERS_WHO_DID_WORDS,
        *MANA_ORB_WORDS,
        *PARAPHRASES,
        *REGION_WORDS,  # g4: "my region is {V}" (7.5.8.a-b)
        *CAP_WORDS,  # gg: "(max. N)" a count's cap (6.5.i)
        *RELATION_WORDS,  # gk: "in the same Expedition as a …", "in it" of my join
        *IC_WORDS,  # ic: "If there are 2 or more Characters in it, they …" (6.3.i)
        *THEY_EACH_WORDS,  # hc: "If they had …, they …" after several targets (6.5.d)
        *CONDITION_IT_WORDS,  # id39: "If you control a token, it …": the one it found (6.1.g)
        *IB39_REVEALED_HAND_WORDS,  # ib39: "Reveal your hand. If it has no Character," (1.2.7.d)
        *ACTIVATION_LIMIT_WORDS,  # ie39: "Do this only once per Day." (5.1.2.g)
        *IB40_ONE_OF_YOURS_WORDS,  # ib40: "one of your Characters" (3.2.4.b)
        *OPPONENTS_OBJECTS_WORDS,  # "Opponents' Characters": those they control (1.2.2)
        *IB40_HAND_WORDS,  # ib40: "Discard a card": from the Hand (3.1.3.d, 3.2.5.b)
        *MOMENT_ARTICLE_WORDS,  # "At end of turn", "At the start of next Day" (4.2.b)
        *COUNTERS_FROM_AMONG_WORDS,  # "Remove 2 boosts from among Characters …" (6.1.g)
        *FROM_EXPEDITION_WORDS,  # "each Character from target Expedition" (3.1.4.a)
        *SAME_SUBJECT_WORDS,  # "Target Character gains 1 boost, then loses …" (6.1.c)
        *PAID_COUNT_WORDS,  # "Remove up to two boosts from me: Draw that many cards" (5.1.2.c)
        *TERRAIN_OR_WORDS,  # "in {V} or in {O}": one place, two terrains (7.5.8.b)
        *NOW_WORDS,  # "If it's now in {O}": the present of a condition (6.5.d)
    )
)


def reworded(found: Found) -> Found:
    """``found`` (printed words with their offsets) with every rewording of the table read,
    the printed spans kept."""
    return REWORDINGS.fold(found)
