"""Review in the window: controller, commands, dialogs, approve/flag/split/merge/redact."""
