"""Playing cards (section 5): whether a declaration of intent is legal (``legality``) and
why a card is not offered (``not_playable``), what it costs (``costs``, ``optional_costs``,
``dormant_passives`` for the cost changes of cards in Reserve that do not work there), the
playing process (``playing``) and quick actions (``quick``)."""
