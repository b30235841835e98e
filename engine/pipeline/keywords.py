"""What the pipeline makes of the kinds of atomic actions (:class:`engine.state.actions.ActionKind`:
every keyword action of section 7.3, plus rule actions).

Each kind maps to the rule that defines it (:data:`ACTION_RULES`). :data:`IMPLEMENTED`
lists the kinds the pipeline can perform; the others are named so that steps can be
written down and serialised, but performing them raises ``NotImplementedRule``.
"""

from __future__ import annotations

from engine.state.actions import ActionKind
from engine.why.table import rule_of

KEYWORD_ACTIONS: tuple[ActionKind, ...] = tuple(ActionKind)[:40]
"""The forty keyword actions of section 7.3, in order."""

ACTION_RULES: dict[ActionKind, str] = {
    kind: f"7.3.{index}.a" for index, kind in enumerate(KEYWORD_ACTIONS, start=1)
}
"""Keyword action -> the rule defining it (7.3.1.a ... 7.3.40.a)."""
ACTION_RULES.update(
    {
        ActionKind.MOVE: rule_of("action.keyword.move"),
        ActionKind.PAY_MANA: rule_of("action.keyword.pay_mana"),
        ActionKind.CREATE_EMBLEM: rule_of("action.keyword.create_emblem"),
        ActionKind.CEASE_TO_EXIST: rule_of("action.keyword.cease_to_exist"),
        ActionKind.SHUFFLE: rule_of("action.keyword.shuffle"),
        ActionKind.BECOME_FIRST_PLAYER: rule_of("action.keyword.become_first_player"),
        ActionKind.PASS: rule_of("action.keyword.pass"),
        ActionKind.CREATE_ONGOING: rule_of("action.keyword.create_ongoing"),
        ActionKind.PLAY: rule_of("action.keyword.play"),
        ActionKind.REVEAL: rule_of("action.keyword.reveal"),
        ActionKind.PLACE_TERRAIN_MARKER: rule_of("action.keyword.place_terrain_marker"),
        ActionKind.CHOOSE_MODES: rule_of("action.keyword.choose_modes"),
        ActionKind.REMOVE_COUNTERS: rule_of("action.keyword.remove_counters"),
        ActionKind.WIN_GAME: rule_of("action.win_game"),
        ActionKind.LOOK: rule_of("action.keyword.look"),
    }
)

OWN_RULE_ACTIONS = frozenset({ActionKind.CEASE_TO_EXIST})
"""Kinds of atomic action with no one rule of their own: what makes an object cease to exist
decides which rule applies — a played Reaction done resolving (5.4.d), an Emblem-Ongoing
whose duration is over (2.2.15.c), a token leaving the Expedition zone (2.1.e). The step
that performs one cites that rule itself; :data:`ACTION_RULES`' entry (5.4.d, a Reaction's)
is not added beside it as "the action's rule" (issue 31, blind batch 38: an Emblem-Ongoing
ceasing cited 5.4.d)."""

MOVING_ACTIONS = frozenset(
    {
        ActionKind.DISCARD,
        ActionKind.DRAW,
        ActionKind.PUT,
        ActionKind.RESUPPLY,
        ActionKind.EXHAUSTED_RESUPPLY,
        ActionKind.RETURN,
        ActionKind.SABOTAGE,
        ActionKind.SACRIFICE,
        ActionKind.SEND,
        ActionKind.MOVE,
        ActionKind.EXCHANGE,
    }
)
"""Atomic actions that move a card or object to another zone (7.3.27.b: put, return and
send are synonyms)."""

IMPLEMENTED = frozenset(
    {
        ActionKind.ASCEND,
        ActionKind.AUGMENT,
        ActionKind.CREATE,
        ActionKind.DEFECT,
        ActionKind.DISCARD,
        ActionKind.DOUBLE_COUNTERS,
        ActionKind.DRAW,
        ActionKind.EXHAUST,
        ActionKind.EXHAUSTED_RESUPPLY,
        ActionKind.GAIN_COUNTERS,
        ActionKind.GAIN_STATUS,
        ActionKind.GIVE_BOOST,
        ActionKind.LOSE_STATUS,
        ActionKind.MOVE_BACKWARDS,
        ActionKind.MOVE_FORWARD,
        ActionKind.PUT,
        ActionKind.READY,
        ActionKind.RESUPPLY,
        ActionKind.RETURN,
        ActionKind.ROLL_DIE,
        ActionKind.SABOTAGE,
        ActionKind.SACRIFICE,
        ActionKind.SEND,
        ActionKind.SPEND_COUNTERS,
        ActionKind.SWITCH_EXPEDITIONS,
        ActionKind.MOVE,
        ActionKind.PAY_MANA,
        ActionKind.CREATE_EMBLEM,
        ActionKind.CEASE_TO_EXIST,
        ActionKind.SHUFFLE,
        ActionKind.BECOME_FIRST_PLAYER,
        ActionKind.WIN_GAME,
        ActionKind.ACTIVATE,
        ActionKind.AFTER_YOU,
        ActionKind.PASS,
        ActionKind.CREATE_ONGOING,
        ActionKind.EXCHANGE,
        ActionKind.PLAY,
        ActionKind.PLAY_FOR_FREE,
        ActionKind.RECEIVE_GIFT,
        ActionKind.REVEAL,
        ActionKind.LOOK,
        ActionKind.EXCHANGE_BOOSTS,
        ActionKind.HAVE_DO,
        ActionKind.IGNORE,
        ActionKind.MOVE_TERRAIN_MARKER,
        ActionKind.PLACE_TERRAIN_MARKER,
        ActionKind.RECEIVE_TOKEN,
        ActionKind.RUSH,
        ActionKind.TAKE_CONTROL,
        ActionKind.REMOVE_COUNTERS,
    }
)
"""Atomic action kinds the pipeline performs (``play``, ``play_for_free``, ``rush`` and
``receive_gift`` are carried out by the effect resolving them: they start the playing
process, 5.2.b, 7.3.34.a, or become the Gift's own step, 7.3.29.b; ``have_do`` is
performed as the atomic actions of what the object is had do, 7.3.18.a). Not yet:
enter/leave play as actions (7.3.10, 7.3.20: they are descriptors of moves) and making a
Gift as an action (7.3.22: it is what another player receiving one means)."""


HAD_DOINGS = frozenset(
    {
        ActionKind.EXHAUST,
        ActionKind.READY,
        ActionKind.GAIN_STATUS,
        ActionKind.LOSE_STATUS,
        ActionKind.GAIN_COUNTERS,
        ActionKind.GIVE_BOOST,
        ActionKind.AUGMENT,
        ActionKind.DOUBLE_COUNTERS,
        ActionKind.SPEND_COUNTERS,
        ActionKind.SWITCH_EXPEDITIONS,
        ActionKind.DEFECT,
        ActionKind.ACTIVATE,
        ActionKind.DISCARD,
        ActionKind.PUT,
        ActionKind.RETURN,
        ActionKind.SEND,
    }
)
"""What a player may have an object do (7.3.18.a): the actions objects themselves do — the
atomic actions on an object, and moving it."""
