"""Words the refusals carry in their params: ``Phrase``s, translated with the message (see games.base.Phrase).

English reads as the engine always wrote it ("The market price row of ebony ...").
"""

from __future__ import annotations

from games.base import N_, Phrase
from games.ilos.model import Resource

RESOURCE_MESSAGES = {Resource.EBONY: N_("ebony"), Resource.DYE: N_("dye"), Resource.GOLD: N_("gold"),
                     Resource.SPICES: N_("spices")}


def resource_phrase(resource: Resource) -> Phrase:
    return Phrase(RESOURCE_MESSAGES[resource])
