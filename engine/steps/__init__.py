"""Resolving a step (6.5).

The step interpreter (:mod:`engine.steps.resolution`), who or what a step acts on
(``subjects``, ``subject_choices``, ``subject_targets``), the decisions made just before a
step (``choices``, ``target_choices``, ``total_targets``, ``status_choices``, ``counters``,
``counted``), a step resolved at once (``outcome``), steps of specific keyword actions
(``keywords``, ``removing``, ``standing``, ``each_player_plays``), dice (7.3.33: ``dice``,
``dice_choice``, ``dice_modify``) and Emblem-Reactions played from Limbo in initiative order
(``emblem_reactions``).
"""
