;;; emacs.el --- eglot against foulplay-lsp, configured by the manual  -*- lexical-binding: t -*-
;; Emacs in batch mode, configured only by a snippet of docs/lsp.md (see
;; .ci/run-editors):
;;   emacs --batch -l SNIPPET.el -l tests/editors/emacs.el
;; foulplay-lsp must be on PATH, as the snippet starts it by name. Opens an
;; Unfair and then a Cheat program of one folder. For each: the snippet's
;; `auto-mode-alist' picks the mode, its hook starts eglot, Flymake gets the
;; language's own diagnostics, and hover, completion and go to definition
;; answer through eglot. Exits non-zero on any mismatch.
(require 'cl-lib)
(require 'subr-x)

(defvar foulplay-failures 0)

(defun foulplay-check (ok what)
  (princ (format "%s: %s\n" (if ok "ok" "FAILED") what))
  (unless ok (cl-incf foulplay-failures)))

(defun foulplay-wait (predicate seconds)
  "Let timers and the server run until PREDICATE holds or SECONDS pass.
Runs `post-command-hook' as the command loop would after each key a user
presses meanwhile: eglot and Flymake start work there."
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (run-hooks 'post-command-hook)
      (accept-process-output nil 0.05))
    (funcall predicate)))

(defun foulplay-goto (line column)
  "Point to LINE and COLUMN, both from 0."
  (goto-char (point-min))
  (forward-line line)
  (forward-char column))

(defun foulplay-line-column (position)
  (save-excursion
    (goto-char position)
    (list (1- (line-number-at-pos)) (current-column))))

(defconst foulplay-programs
  '((:file "a.unfair" :mode unfair-mode :code "[Unfair"
     :lines ("# A loop with a misspelt verb."
             "Label top."
             "Player 1 counts."
             "Player 2 cuonts."
             "Do top again."
             "Player 1 co")
     :error (3 9) :hover (2 10 "Player 1 counts") :complete (5 11 "counts.") :definition (4 4 1 6))
    (:file "b.cheat" :mode cheat-mode :code "[Cheat"
     :lines ("Alice counts."
             "Bob counts by 2."
             "Alice calls cheat to Bob if Bob counted."
             "Bob shuots."
             "Bob co")
     :error (3 4) :hover (2 8 "cheat") :complete (4 6 "counts") :definition (2 22 1 0))))

(defun foulplay-try (program dir)
  (let* ((file (expand-file-name (plist-get program :file) dir))
         (name (concat (plist-get program :file) ": ")))
    (with-temp-file file
      (insert (string-join (plist-get program :lines) "\n") "\n"))
    (find-file file)
    ;; eglot-ensure connects after the command that opened the file, from
    ;; `post-command-hook', which the command loop would run now.
    (run-hooks 'post-command-hook)
    (foulplay-check (eq major-mode (plist-get program :mode))
                    (format "%sthe mode is %s (got %s)" name (plist-get program :mode) major-mode))
    (let ((managed (foulplay-wait (lambda () (bound-and-true-p eglot--managed-mode)) 20)))
      (foulplay-check managed (concat name "eglot manages the buffer"))
      (when managed
        (let* ((server (eglot-current-server))
               (error (plist-get program :error))
               (diagnostics nil))
          ;; Batch mode has neither display nor idle time, where Flymake
          ;; starts a check of a buffer that eglot took over: start it here.
          (foulplay-wait (lambda ()
                           (unless (flymake-running-backends) (flymake-start))
                           (setq diagnostics (flymake-diagnostics)))
                         20)
          (foulplay-check diagnostics (concat name "Flymake has diagnostics"))
          (foulplay-check
           (cl-some (lambda (d)
                      (and (equal (foulplay-line-column (flymake-diagnostic-beg d)) error)
                           (memq (flymake-diagnostic-type d) '(:error eglot-error))))
                    diagnostics)
           (format "%san error at line %d, column %d (got %S)" name (1+ (car error)) (1+ (cadr error))
                   (mapcar (lambda (d) (list (foulplay-line-column (flymake-diagnostic-beg d))
                                             (flymake-diagnostic-text d)))
                           diagnostics)))
          (foulplay-check
           (cl-every (lambda (d) (string-match-p (regexp-quote (plist-get program :code))
                                                 (flymake-diagnostic-text d)))
                     diagnostics)
           (format "%severy diagnostic is %s...] (got %S)" name (plist-get program :code)
                   (mapcar #'flymake-diagnostic-text diagnostics)))
          ;; Hover, as eglot asks for it.
          (let* ((spot (plist-get program :hover))
                 (reply (progn (foulplay-goto (nth 0 spot) (nth 1 spot))
                               (jsonrpc-request server :textDocument/hover
                                                (eglot--TextDocumentPositionParams))))
                 (contents (plist-get reply :contents))
                 (kind (plist-get contents :kind))
                 (value (or (plist-get contents :value) "")))
            (foulplay-check (string-match-p (regexp-quote (nth 2 spot)) value)
                            (format "%shover explains it (got %S)" name value))
            ;; Without markdown-mode eglot shows the text as it comes.
            (foulplay-check (or (fboundp 'gfm-view-mode)
                                (and (equal kind "plaintext") (not (string-match-p "\\*\\*\\|`" value))))
                            (format "%shover is plain text for a client without Markdown (got %S %S)"
                                    name kind value)))
          ;; Completion, through eglot's completion-at-point function.
          (let* ((spot (plist-get program :complete))
                 (capf (progn (foulplay-goto (nth 0 spot) (nth 1 spot)) (eglot-completion-at-point)))
                 (prefix (buffer-substring-no-properties (nth 0 capf) (nth 1 capf)))
                 (offered (mapcar #'substring-no-properties (all-completions prefix (nth 2 capf)))))
            (foulplay-check (and (member (nth 2 spot) offered)
                                 (cl-every (lambda (word) (string-prefix-p "co" word t)) offered))
                            (format "%scompletion after \"co\" offers only words starting with \"co\", %S among them (got %S)"
                                    name (nth 2 spot) offered)))
          ;; Go to definition, through xref as M-. does.
          (let* ((spot (plist-get program :definition))
                 (found (progn (foulplay-goto (nth 0 spot) (nth 1 spot))
                               (xref-backend-definitions 'eglot (xref-backend-identifier-at-point 'eglot))))
                 (marker (and found (xref-location-marker (xref-item-location (car found)))))
                 (place (and marker (with-current-buffer (marker-buffer marker)
                                      (foulplay-line-column marker)))))
            (foulplay-check (equal place (list (nth 2 spot) (nth 3 spot)))
                            (format "%sgo to definition lands on line %d, column %d (got %S)"
                                    name (1+ (nth 2 spot)) (1+ (nth 3 spot)) place))))))))

(let ((dir (make-temp-file "foulplay-eglot" t)))
  (dolist (program foulplay-programs)
    (foulplay-try program dir))
  (when (boundp 'eglot--servers-by-project)
    (dolist (server (apply #'append (hash-table-values eglot--servers-by-project)))
      (ignore-errors (eglot-shutdown server))))
  (delete-directory dir t)
  (kill-emacs (if (zerop foulplay-failures) 0 1)))
