/** The CABs tab's English texts, under `cab_tab.` (added to the app's texts when the screens load). */
export const cabTabMessages = {
  cab_tab: {
    apply: 'Apply CAB',
    apply_title: 'Apply CAB',
    board: 'Approval board',
    apply_submit: 'apply',
    empty: 'no data found',
    status: { PENDING: 'Pending', APPROVED: 'Approved', DENIED: 'Denied' },
    inactive_level: 'Only the active level can receive reminders, new approvers or approver removal.',
    send_reminder: 'Send reminder',
    // Accessible names contain the words a button shows, so speech input finds it by them.
    send_reminder_to: 'Send reminder to %{name}',
    add_approver: 'Add approver',
    add_approver_to: 'Add approver to %{name}',
    remove_approver: 'Remove approver',
    remove_approver_short: 'Remove',
    remove_approver_named: 'Remove %{name}',
    stop_reminder: 'Stop auto reminders',
    resume_reminder: 'Resume auto reminders',
    approver: 'Approver',
    reason: 'Reason',
    comment: 'Comment',
    proceed: 'proceed',
    confirm: 'confirm',
    approve_level: 'Approve %{level}',
    deny_level: 'Deny %{level}',
    // Beside a change in the home page's block: the level is named in the dialog.
    approve_short: 'Approve',
    approve_named: 'Approve %{name}',
    deny_short: 'Deny',
    deny_named: 'Deny %{name}',
    no_longer_waiting: 'This change no longer waits for a CAB decision.',
    // Beside Approve and Deny a bare 'Remove' could read as removing one's vote: it removes the board.
    remove: 'Remove board',
    remove_title: 'Remove the approval board',
    // The specification asks 'are you sure you want to approve/deny/remove?' plus 'mention a reason'; asked as
    // sentences naming what they act on, and removing asks a reason too (the log keeps it).
    confirm_approve: 'Are you sure you want to approve the level %{level} of the approval board %{board}?',
    confirm_deny: 'Are you sure you want to deny the level %{level} of the approval board %{board}?',
    confirm_remove: 'Are you sure you want to remove the approval board %{boards} from this change?',
    mention_a_reason: 'Mention a reason below.',
    name_and_reason: '%{name}, %{reason}',
    and_for: ', and for ',
    deciding_for: 'You are deciding for %{whom}.',
    confirm_deciding_for: 'I confirm that I am deciding for %{names}.',
    decided: { APPROVED: 'Approved by %{who}', DENIED: 'Denied by %{who}' },
    // Why a pending approver gets no reminder and no vote, in the server's words ('created the change').
    excluded: 'Can not decide: %{reason}',
    reloading: 'Reloading…',
  },
};
