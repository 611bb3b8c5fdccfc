export { Stepper, type StepperProps, type StepperStep, type StepState, stepStates } from './Stepper.tsx';
