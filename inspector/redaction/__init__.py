"""Personal-data detection and redaction, run before chunks are embedded or exported.

Pure layer: standard library only (no Qt, no PyMuPDF).

- ``detect``: ``detect_personal_data`` and ``PersonalDataMatch``.
- ``rules``: the rule table (patterns and validators), ``select_rules`` to toggle rules.
- ``kinds``: the kinds of personal data (``policy`` needs them without the rule table).
- ``names``: the name patterns (after honorifics; "First I. Last") and their validators.
- ``checksums``: Luhn, ISO 13616, NIR key and the national identifier checks.
- ``apply``: ``RedactionMode``, ``redaction_token``, ``redact_text``, ``default_salt``;
  ``redact_spans`` and ``Redacted`` also report what was replaced, so offsets are carried.
- ``policy``: ``RedactionPolicy`` (none, contact, full), its kinds and the default per
  document type.
- ``gate``: ``unredacted_matches``, which the exporter uses to refuse unredacted chunks.
"""
