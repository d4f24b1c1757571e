// The position editor, loaded when the reader first switches to "Edit the position"
// (it keeps the sandbox page's first load within its JavaScript budget).

export { EditPanel } from './EditPanel.tsx';
export { boardEditing, editWith, parseKey, pickedName } from './edit-actions.ts';
// An edit the engine refuses, in the reader's words (only the editor makes such edits).
export { buildRefusal } from './problems.ts';
