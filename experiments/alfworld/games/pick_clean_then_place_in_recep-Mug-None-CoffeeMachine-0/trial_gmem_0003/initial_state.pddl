
(define (problem plan_trial_gmem_0003)
(:domain alfred)
(:objects
agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype

        Apple_bar__minus_00_dot_95_bar__plus_00_dot_80_bar__plus_00_dot_45 - object
        Bowl_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_01_dot_48 - object
        Knife_bar__plus_00_dot_55_bar__plus_00_dot_96_bar__minus_01_dot_45 - object
        Mug_bar__minus_00_dot_42_bar__plus_00_dot_43_bar__minus_01_dot_52 - object
        Cabinet_bar__plus_01_dot_20_bar__plus_02_dot_00_bar__minus_01_dot_50 - receptacle
        Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_50 - receptacle
        CoffeeMachine_bar__plus_00_dot_10_bar__plus_00_dot_90_bar__minus_01_dot_60 - receptacle
        CounterTop_bar__plus_00_dot_50_bar__plus_00_dot_95_bar__minus_01_dot_50 - receptacle
        DiningTable_bar__minus_01_dot_00_bar__plus_00_dot_75_bar__plus_00_dot_50 - receptacle
        Fridge_bar__minus_01_dot_70_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        GarbageCan_bar__minus_01_dot_80_bar__plus_00_dot_00_bar__plus_01_dot_80 - receptacle
        Microwave_bar__plus_01_dot_60_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Sink_bar__plus_00_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_60_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar__minus_5_bar_2_bar_60 - location
        loc_bar__minus_4_bar_2_bar_3_bar_45 - location
        loc_bar__minus_6_bar__minus_4_bar_3_bar_60 - location
        loc_bar__minus_7_bar_7_bar_3_bar_60 - location
        loc_bar_0_bar__minus_6_bar_2_bar_45 - location
        loc_bar_2_bar__minus_6_bar_2_bar_45 - location
        loc_bar_4_bar__minus_6_bar_2_bar_45 - location
        loc_bar_5_bar__minus_6_bar_2_bar__minus_30 - location
        loc_bar_6_bar__minus_3_bar_1_bar_45 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        )


(:init

        (receptacleType Cabinet_bar__plus_01_dot_20_bar__plus_02_dot_00_bar__minus_01_dot_50 CabinetType)
        (receptacleType Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_50 CabinetType)
        (receptacleType CoffeeMachine_bar__plus_00_dot_10_bar__plus_00_dot_90_bar__minus_01_dot_60 CoffeeMachineType)
        (receptacleType CounterTop_bar__plus_00_dot_50_bar__plus_00_dot_95_bar__minus_01_dot_50 CounterTopType)
        (receptacleType DiningTable_bar__minus_01_dot_00_bar__plus_00_dot_75_bar__plus_00_dot_50 DiningTableType)
        (receptacleType Fridge_bar__minus_01_dot_70_bar__plus_00_dot_00_bar__minus_01_dot_20 FridgeType)
        (receptacleType GarbageCan_bar__minus_01_dot_80_bar__plus_00_dot_00_bar__plus_01_dot_80 GarbageCanType)
        (receptacleType Microwave_bar__plus_01_dot_60_bar__plus_00_dot_90_bar__minus_00_dot_80 MicrowaveType)
        (receptacleType Sink_bar__plus_00_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_60_bar_SinkBasin SinkBasinType)
        (objectType Apple_bar__minus_00_dot_95_bar__plus_00_dot_80_bar__plus_00_dot_45 AppleType)
        (objectType Bowl_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_01_dot_48 BowlType)
        (objectType Knife_bar__plus_00_dot_55_bar__plus_00_dot_96_bar__minus_01_dot_45 KnifeType)
        (objectType Mug_bar__minus_00_dot_42_bar__plus_00_dot_43_bar__minus_01_dot_52 MugType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType AppleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (pickupable Apple_bar__minus_00_dot_95_bar__plus_00_dot_80_bar__plus_00_dot_45)
        (pickupable Bowl_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_01_dot_48)
        (pickupable Knife_bar__plus_00_dot_55_bar__plus_00_dot_96_bar__minus_01_dot_45)
        (pickupable Mug_bar__minus_00_dot_42_bar__plus_00_dot_43_bar__minus_01_dot_52)
        (isReceptacleObject Bowl_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_01_dot_48)
        (isReceptacleObject Mug_bar__minus_00_dot_42_bar__plus_00_dot_43_bar__minus_01_dot_52)
        (openable Cabinet_bar__plus_01_dot_20_bar__plus_02_dot_00_bar__minus_01_dot_50)
        (openable Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_50)
        (openable Fridge_bar__minus_01_dot_70_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (openable Microwave_bar__plus_01_dot_60_bar__plus_00_dot_90_bar__minus_00_dot_80)

        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)

        (cleanable Apple_bar__minus_00_dot_95_bar__plus_00_dot_80_bar__plus_00_dot_45)
        (cleanable Bowl_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_01_dot_48)
        (cleanable Knife_bar__plus_00_dot_55_bar__plus_00_dot_96_bar__minus_01_dot_45)
        (cleanable Mug_bar__minus_00_dot_42_bar__plus_00_dot_43_bar__minus_01_dot_52)
        (heatable Apple_bar__minus_00_dot_95_bar__plus_00_dot_80_bar__plus_00_dot_45)
        (heatable Mug_bar__minus_00_dot_42_bar__plus_00_dot_43_bar__minus_01_dot_52)
        (coolable Apple_bar__minus_00_dot_95_bar__plus_00_dot_80_bar__plus_00_dot_45)
        (coolable Bowl_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_01_dot_48)
        (coolable Mug_bar__minus_00_dot_42_bar__plus_00_dot_43_bar__minus_01_dot_52)
        (sliceable Apple_bar__minus_00_dot_95_bar__plus_00_dot_80_bar__plus_00_dot_45)

        (inReceptacle Apple_bar__minus_00_dot_95_bar__plus_00_dot_80_bar__plus_00_dot_45 DiningTable_bar__minus_01_dot_00_bar__plus_00_dot_75_bar__plus_00_dot_50)
        (inReceptacle Bowl_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_01_dot_48 Cabinet_bar__plus_01_dot_20_bar__plus_02_dot_00_bar__minus_01_dot_50)
        (inReceptacle Knife_bar__plus_00_dot_55_bar__plus_00_dot_96_bar__minus_01_dot_45 CounterTop_bar__plus_00_dot_50_bar__plus_00_dot_95_bar__minus_01_dot_50)
        (inReceptacle Mug_bar__minus_00_dot_42_bar__plus_00_dot_43_bar__minus_01_dot_52 Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_50)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_20_bar__plus_02_dot_00_bar__minus_01_dot_50 loc_bar_5_bar__minus_6_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_40_bar__plus_00_dot_40_bar__minus_01_dot_50 loc_bar__minus_1_bar__minus_5_bar_2_bar_60)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_10_bar__plus_00_dot_90_bar__minus_01_dot_60 loc_bar_0_bar__minus_6_bar_2_bar_45)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_50_bar__plus_00_dot_95_bar__minus_01_dot_50 loc_bar_2_bar__minus_6_bar_2_bar_45)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_00_bar__plus_00_dot_75_bar__plus_00_dot_50 loc_bar__minus_4_bar_2_bar_3_bar_45)
        (receptacleAtLocation Fridge_bar__minus_01_dot_70_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_6_bar__minus_4_bar_3_bar_60)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_80_bar__plus_00_dot_00_bar__plus_01_dot_80 loc_bar__minus_7_bar_7_bar_3_bar_60)
        (receptacleAtLocation Microwave_bar__plus_01_dot_60_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_6_bar__minus_3_bar_1_bar_45)
        (receptacleAtLocation Sink_bar__plus_00_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_60_bar_SinkBasin loc_bar_4_bar__minus_6_bar_2_bar_45)
        (objectAtLocation Apple_bar__minus_00_dot_95_bar__plus_00_dot_80_bar__plus_00_dot_45 loc_bar__minus_4_bar_2_bar_3_bar_45)
        (objectAtLocation Bowl_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_01_dot_48 loc_bar_5_bar__minus_6_bar_2_bar__minus_30)
        (objectAtLocation Knife_bar__plus_00_dot_55_bar__plus_00_dot_96_bar__minus_01_dot_45 loc_bar_2_bar__minus_6_bar_2_bar_45)
        (objectAtLocation Mug_bar__minus_00_dot_42_bar__plus_00_dot_43_bar__minus_01_dot_52 loc_bar__minus_1_bar__minus_5_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CoffeeMachineType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    