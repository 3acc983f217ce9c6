"""The one hardened XML parse of untrusted files: DOCX parts and Akoma Ntoso documents.

No entity is resolved, no DTD loaded, nothing fetched from the network; comments and
processing instructions are left out of the tree. libxml2's default limits on depth and node
sizes hold (``huge_tree`` is off). A document type declaration that declares entities is the
caller's to refuse before parsing (``markup.parse``); a DOCX part never has one.
"""

from __future__ import annotations

from lxml import etree


def parse_xml(raw: bytes) -> etree._Element:
    """Parse XML bytes without resolving entities, loading DTDs or touching the network.

    A parser per call: an lxml parser must not be used by two threads at once (documents
    load in worker threads).

    Raises:
        etree.XMLSyntaxError: ``raw`` is not well-formed XML.
    """
    parser = etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        remove_comments=True,
        remove_pis=True,
        collect_ids=False,
    )
    return etree.fromstring(raw, parser)
