"""The Cards view and everything the window does with the imported card pool.

* :mod:`.page` — the Cards view beside Rules and Sandbox: search (any imported language,
  text, type, faction, cost), the card's sheet, "Put on the board", decklists;
* :mod:`.importer` — File › Import card data…, run in the background with progress and
  cancel, so the window never freezes; a second import waits its turn in a queue;
* :mod:`.import_rows` — one row per running or queued import (progress, Cancel);
* :mod:`.detail` — a card's sheet as HTML (the same content as ``judge-app cards show``);
* :mod:`.typed` — the dialog where a judge types a card (characteristics and printed text);
* :mod:`.placing` — putting pool cards, typed cards and decklists on the sandbox board.
"""
